import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import type { PageKey } from '@/shared/routes';
import { href, slugOf } from '@/shared/routes';

/** [what, page kind, fr-FR path] for every page kind a visitor reaches, with real rows of the seeded test catalog. */
export async function pageKindPaths(db: Kysely<Database>): Promise<[string, PageKey, string][]> {
  const stay = await db.selectFrom('offer').select(['id', 'hotel_id']).where('item_category', '=', 'weekend').orderBy('id').executeTakeFirstOrThrow();
  const label = await db.selectFrom('offer_translation').select('label').where('offer_id', '=', stay.id).where('locale', '=', 'fr_FR').executeTakeFirstOrThrow();
  const activity = await db.selectFrom('offer').select('id').where('item_category', '=', 'activity').orderBy('id').executeTakeFirstOrThrow();
  const box = await db.selectFrom('gift_box').select(['slug', 'code']).where('published', '=', 1).orderBy('position').executeTakeFirstOrThrow();
  return [
    ['home', 'home', href.home('fr-FR')],
    ['results', 'search', href.search('fr-FR')],
    ['results of a search', 'search', href.search('fr-FR', { flow: 'gifting', page: 1 })],
    ['product', 'product', href.product('fr-FR', stay.id, { slug: slugOf(label.label) })],
    ['hotel', 'hotel', href.hotel('fr-FR', stay.hotel_id)],
    ['gift boxes', 'giftBoxes', href.giftBoxes('fr-FR')],
    ['a gift box', 'giftBox', href.giftBox('fr-FR', box)],
    ['activity', 'activity', href.activity('fr-FR', activity.id)],
    ['gift card', 'giftCard', href.giftCard('fr-FR')],
    ['contact', 'contact', href.contact('fr-FR')],
    ['legal', 'legal', href.legal('fr-FR', 'sales-conditions')],
    ['not found', 'notFound', '/cette-page/nexiste-pas'],
    ['stay checkout', 'stayCheckout', href.stayCheckout('fr-FR', stay.id)],
    ['confirmation', 'confirmation', href.confirmation('fr-FR', '12345678')],
    ['booking lookup', 'bookingLookup', href.bookingLookup('fr-FR')],
    ['wishlist', 'wishlist', href.wishlist('fr-FR')],
  ];
}
