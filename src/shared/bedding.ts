import type { IntlShape } from 'react-intl';

/**
 * A room's bedding in words, for the product page and the hotel page alike: the catalog's codes (queen, king,
 * double, twin, double+sofa_bed; `hotel-detail.schema.ts`) to the message's choices, any other code a double bed.
 * Never the raw code on a page.
 */
const CHOICE: Record<string, string> = { queen: 'queen', king: 'king', double: 'double', twin: 'twin', 'double+sofa_bed': 'sofa' };

export const beddingText = (intl: IntlShape, code: string): string => intl.formatMessage({ id: 'hotel.room.bedding' }, { bedding: CHOICE[code] ?? 'double' });
