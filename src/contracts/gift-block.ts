export type { GiftBlockResponse } from './gift-block.schema';
