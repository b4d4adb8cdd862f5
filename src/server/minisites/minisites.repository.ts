import type { Kysely } from 'kysely';
import { bookingWindowState, type MinisiteView } from '@/contracts/minisite';
import type { Database } from '@/server/db/database';
import { LOCALES, type Locale } from '@/lib/locales';
import { todayAt } from '@/lib/days';

type Row = Database['partner_minisite'];

const localeOf = (catalogLocale: string): Locale | null => (LOCALES as readonly string[]).find((l) => l.replace('-', '_') === catalogLocale) as Locale | undefined ?? null;

function viewOf(row: Row, now: Date): MinisiteView | null {
  const locale = localeOf(row.locale);
  if (!locale) return null;
  const today = todayAt(locale, now).day;
  return {
    id: row.id,
    slug: row.slug,
    partnerName: row.partner_name,
    locale,
    banner: { desktop: row.banner_desktop_url, mobile: row.banner_mobile_url },
    logoUrl: row.logo_url,
    footer: row.footer,
    window: { start: row.booking_start, end: row.booking_end, state: bookingWindowState({ start: row.booking_start, end: row.booking_end }, today) },
  };
}

/** The minisite of a slug, with its window's state on its point of sale's today; null when there is none. */
export async function minisiteBySlug(db: Kysely<Database>, slug: string, now: Date = new Date()): Promise<MinisiteView | null> {
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) return null;
  const row = await db.selectFrom('partner_minisite').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? viewOf(row, now) : null;
}

export async function minisiteById(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<MinisiteView | null> {
  const row = await db.selectFrom('partner_minisite').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? viewOf(row, now) : null;
}

/** Tags an order with the minisite it was booked through. */
export async function setOrderMinisite(db: Kysely<Database>, orderId: number, minisiteId: number): Promise<void> {
  await db.updateTable('order').set({ minisite_id: minisiteId }).where('id', '=', orderId).execute();
}
