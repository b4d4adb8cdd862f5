import type { PromoFlow, PromoPage } from '@/features/promotions/api/promotions';

const PROMO_PAGES: readonly string[] = ['home', 'search', 'product'];

/** The page kinds that show a promo bar and an announcement banner (product-and-purchase §2.9, §2.11); null elsewhere. */
export const promoPageOf = (page: string): PromoPage | null => (PROMO_PAGES.includes(page) ? (page as PromoPage) : null);

/** Promo bars exist for booking and gifting: the gifting flow reads gifting bars, every other flow booking ones. */
export const promoFlowOf = (flow: unknown): PromoFlow => ((Array.isArray(flow) ? flow[0] : flow) === 'gifting' ? 'gifting' : 'booking');
