import type { Kysely } from 'kysely';
import { notNull } from './schema-helpers';

/**
 * Partner minisites (product-and-purchase §2.15, §3, §9; docs/minisites.md): a partner's co-branded landing at
 * `/{segment}/{slug}` in its one locale, with its banners, logo, legal footer and booking window. The partners are
 * configuration, not catalog data: their rows are written here (the seed never clears this table).
 *
 * `order.minisite_id`: the minisite a stay was booked through (null for the site's own bookings).
 */
const PARTNERS = [
  { id: 360, slug: 'club-voyageurs', partner_name: 'Club Voyageurs', locale: 'fr_FR', from: 75, booking_start: '2025-01-01', booking_end: '2027-12-31', logo: true },
  { id: 250, slug: 'avantages-salaries', partner_name: 'Avantages Salariés', locale: 'fr_BE', from: 108, booking_start: '2025-06-01', booking_end: '2027-06-30', logo: true },
  { id: 244, slug: 'voordeelclub', partner_name: 'Voordeelclub', locale: 'nl_BE', from: 108, booking_start: '2025-06-01', booking_end: '2027-06-30', logo: false },
  { id: 97, slug: 'club-ventajas', partner_name: 'Club Ventajas', locale: 'es_ES', from: 75, booking_start: '2025-03-01', booking_end: '2027-12-31', logo: true },
  { id: 30, slug: 'escapades-2024', partner_name: 'Comité Escapades', locale: 'fr_FR', from: 75, booking_start: '2024-01-01', booking_end: '2024-12-31', logo: false },
  { id: 14, slug: 'club-vantaggi', partner_name: null, locale: 'it_IT', from: 75, booking_start: '2025-01-01', booking_end: '2027-12-31', logo: false },
] as const;

/** The partners' legal footer (§9), in each minisite's language. */
const FOOTERS: Record<string, (from: number) => string> = {
  fr: (from) =>
    `Offres à partir de ${from} € pour 2 personnes, en chambre double occupée par 2, petit-déjeuner ou dîner inclus, sous réserve de disponibilité. Certains séjours nécessitent au moins 2 nuits. Paiement électronique uniquement (carte bancaire, portefeuille en ligne).`,
  nl: (from) =>
    `Aanbiedingen vanaf € ${from} voor 2 personen, in een tweepersoonskamer bezet door 2, ontbijt of diner inbegrepen, onder voorbehoud van beschikbaarheid. Sommige verblijven vereisen minstens 2 nachten. Alleen elektronische betalingen (bankkaart, online portemonnee).`,
  es: (from) =>
    `Ofertas desde ${from} € para 2 personas, en habitación doble ocupada por 2, desayuno o cena incluidos, sujetas a disponibilidad. Algunas estancias requieren al menos 2 noches. Solo pagos electrónicos (tarjeta bancaria, monedero en línea).`,
  it: (from) =>
    `Offerte a partire da ${from} € per 2 persone, in camera doppia occupata da 2, colazione o cena incluse, salvo disponibilità. Alcuni soggiorni richiedono almeno 2 notti. Solo pagamenti elettronici (carta, portafoglio online).`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_minisite')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('partner_name', 'text')
    .addColumn('locale', 'text', notNull)
    .addColumn('banner_desktop_url', 'text', notNull)
    .addColumn('banner_mobile_url', 'text', notNull)
    .addColumn('logo_url', 'text')
    .addColumn('footer', 'text')
    .addColumn('booking_start', 'text', notNull)
    .addColumn('booking_end', 'text', notNull)
    .execute();
  await db.schema.alterTable('order').addColumn('minisite_id', 'integer', (c) => c.references('partner_minisite.id')).execute();
  await (db as Kysely<{ partner_minisite: Record<string, unknown> }>)
    .insertInto('partner_minisite')
    .values(
      PARTNERS.map((p) => ({
        id: p.id,
        slug: p.slug,
        partner_name: p.partner_name,
        locale: p.locale,
        banner_desktop_url: `/minisites/${p.slug}-desktop.svg`,
        banner_mobile_url: `/minisites/${p.slug}-mobile.svg`,
        logo_url: p.logo ? `/minisites/${p.slug}-logo.svg` : null,
        footer: FOOTERS[p.locale.slice(0, 2)](p.from),
        booking_start: p.booking_start,
        booking_end: p.booking_end,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order').dropColumn('minisite_id').execute();
  await db.schema.dropTable('partner_minisite').execute();
}
