export type { SubElementsQuery, SubElement, SubElementCategory, SubElementsResponse } from './sub-elements.schema';
