import type { BatchWriter } from '../batch-insert';
import type { Offer } from './offers';
import type { Rng } from './prng';
import { CATALOG_LOCALES, languageOfLocale, slugify, t, type Texts } from './text';
import { THEMES, byCode } from './vocabularies';

type BoxSpec = { code: string; theme: string; nights: number; value: number; title: Texts; content: Texts; description: Texts; physical: boolean };

/** Pictures per box: the gallery shows up to 4 (§9). */
const BOX_IMAGES = 4;

const BOXES: BoxSpec[] = [
  { code: 'WELLNESS1N', theme: 'wellness', nights: 1, value: 12990, title: t('Week-end bien-être', 'Escapada de bienestar', 'Wellnessweekend', 'Weekend benessere'), content: t('1 nuit pour 2 personnes\nPetit-déjeuner\nAccès au spa', '1 noche para 2 personas\nDesayuno\nAcceso al spa', '1 nacht voor 2 personen\nOntbijt\nToegang tot de wellness', '1 notte per 2 persone\nColazione\nAccesso alla spa'), description: t('Offrez une pause douceur : une nuit dans un hôtel de charme, le petit-déjeuner et un accès au spa pour deux.', 'Regala una pausa de calma: una noche en un hotel con encanto, desayuno y acceso al spa para dos.', 'Geef een moment van rust: een nacht in een sfeervol hotel, ontbijt en toegang tot de wellness voor twee.', 'Regala una pausa di relax: una notte in un hotel di charme, colazione e accesso alla spa per due.'), physical: true },
  { code: 'WELLNESS2N', theme: 'wellness', nights: 2, value: 24990, title: t('Deux nuits de détente', 'Dos noches de relax', 'Twee nachten ontspanning', 'Due notti di relax'), content: t('2 nuits pour 2 personnes\nPetits-déjeuners\nAccès au spa et soin', '2 noches para 2 personas\nDesayunos\nSpa y tratamiento', '2 nachten voor 2 personen\nOntbijt\nWellness en behandeling', '2 notti per 2 persone\nColazioni\nSpa e trattamento'), description: t('Deux nuits pour souffler vraiment, avec soin au spa et petits-déjeuners, dans plus de cent hôtels bien-être.', 'Dos noches para desconectar de verdad, con tratamiento en el spa y desayunos, en más de cien hoteles de bienestar.', 'Twee nachten om echt bij te komen, met een behandeling en ontbijt, in meer dan honderd wellnesshotels.', 'Due notti per staccare davvero, con trattamento in spa e colazioni, in oltre cento hotel benessere.'), physical: true },
  { code: 'ROMANCE1N', theme: 'romantic', nights: 1, value: 14990, title: t('Escapade romantique', 'Escapada romántica', 'Romantisch uitje', 'Fuga romantica'), content: t('1 nuit pour 2 personnes\nPetit-déjeuner\nDîner ou attention romantique', '1 noche para 2 personas\nDesayuno\nCena o detalle romántico', '1 nacht voor 2 personen\nOntbijt\nDiner of romantische attentie', '1 notte per 2 persone\nColazione\nCena o sorpresa romantica'), description: t('Une nuit à deux dans un lieu qui fait battre le cœur, avec dîner aux chandelles ou attention romantique.', 'Una noche para dos en un lugar especial, con cena a la luz de las velas o un detalle romántico.', 'Een nacht met z\'n tweeën op een bijzondere plek, met diner bij kaarslicht of een romantische attentie.', 'Una notte per due in un luogo speciale, con cena a lume di candela o una sorpresa romantica.'), physical: true },
  { code: 'GOURMET1N', theme: 'gastronomy', nights: 1, value: 15990, title: t('Séjour gourmand', 'Escapada gastronómica', 'Culinair verblijf', 'Soggiorno gourmet'), content: t('1 nuit pour 2 personnes\nPetit-déjeuner\nDîner gastronomique', '1 noche para 2 personas\nDesayuno\nCena gastronómica', '1 nacht voor 2 personen\nOntbijt\nGastronomisch diner', '1 notte per 2 persone\nColazione\nCena gourmet'), description: t('Pour les fins gourmets : une nuit, un dîner de chef et le petit-déjeuner dans une belle adresse.', 'Para los amantes de la buena mesa: una noche, una cena de chef y el desayuno en un buen hotel.', 'Voor fijnproevers: een nacht, een diner van de chef en ontbijt op een mooi adres.', 'Per i buongustai: una notte, una cena dello chef e la colazione in un bell\'indirizzo.'), physical: true },
  { code: 'FAMILY1N', theme: 'family', nights: 1, value: 17990, title: t('Week-end en famille', 'Escapada en familia', 'Weekendje met het gezin', 'Weekend in famiglia'), content: t('1 nuit en famille\nPetit-déjeuner\nActivité pour toute la famille', '1 noche en familia\nDesayuno\nActividad para toda la familia', '1 nacht met het gezin\nOntbijt\nActiviteit voor het hele gezin', '1 notte in famiglia\nColazione\nAttività per tutta la famiglia'), description: t('Un moment ensemble : une nuit en famille, le petit-déjeuner et une activité que petits et grands aimeront.', 'Un momento juntos: una noche en familia, desayuno y una actividad para pequeños y mayores.', 'Samen genieten: een nacht met het gezin, ontbijt en een activiteit voor groot en klein.', 'Un momento insieme: una notte in famiglia, colazione e un\'attività per grandi e piccini.'), physical: false },
  { code: 'ESCAPE2N', theme: 'nature', nights: 2, value: 19990, title: t('Deux nuits d’évasion', 'Dos noches de desconexión', 'Twee nachten ertussenuit', 'Due notti di evasione'), content: t('2 nuits pour 2 personnes\nPetits-déjeuners\nPlus de 1 000 hôtels au choix', '2 noches para 2 personas\nDesayunos\nMás de 1.000 hoteles a elegir', '2 nachten voor 2 personen\nOntbijt\nMeer dan 1.000 hotels om uit te kiezen', '2 notti per 2 persone\nColazioni\nOltre 1.000 hotel tra cui scegliere'), description: t('Deux nuits pour changer d\'air, au choix parmi plus de mille hôtels, petits-déjeuners compris.', 'Dos noches para cambiar de aires, a elegir entre más de mil hoteles, desayunos incluidos.', 'Twee nachten er even tussenuit, te kiezen uit meer dan duizend hotels, ontbijt inbegrepen.', 'Due notti per cambiare aria, a scelta tra oltre mille hotel, colazioni incluse.'), physical: true },
  { code: 'PRESTIGE1N', theme: 'luxury', nights: 1, value: 29990, title: t('Séjour d’exception', 'Escapada de lujo', 'Luxe verblijf', 'Soggiorno di lusso'), content: t('1 nuit en hôtel 4 ou 5 étoiles\nPetit-déjeuner\nDîner ou soin', '1 noche en hotel de 4 o 5 estrellas\nDesayuno\nCena o tratamiento', '1 nacht in een 4- of 5-sterrenhotel\nOntbijt\nDiner of behandeling', '1 notte in hotel 4 o 5 stelle\nColazione\nCena o trattamento'), description: t('Le grand jeu : une nuit dans un hôtel 4 ou 5 étoiles, avec dîner raffiné ou soin.', 'A lo grande: una noche en un hotel de 4 o 5 estrellas, con cena refinada o tratamiento.', 'Groots uitpakken: een nacht in een 4- of 5-sterrenhotel, met een verfijnd diner of een behandeling.', 'In grande stile: una notte in un hotel 4 o 5 stelle, con cena raffinata o trattamento.'), physical: true },
  { code: 'WINE1N', theme: 'wine', nights: 1, value: 15990, title: t('Escapade dans les vignes', 'Escapada entre viñedos', 'Weekendje tussen de wijnranken', 'Fuga tra i vigneti'), content: t('1 nuit pour 2 personnes\nPetit-déjeuner\nDégustation de vins', '1 noche para 2 personas\nDesayuno\nCata de vinos', '1 nacht voor 2 personen\nOntbijt\nWijnproeverij', '1 notte per 2 persone\nColazione\nDegustazione di vini'), description: t('Une nuit au cœur des vignobles, avec dégustation chez un vigneron et le petit-déjeuner.', 'Una noche entre viñedos, con cata en una bodega y desayuno.', 'Een nacht tussen de wijngaarden, met een proeverij bij een wijnboer en ontbijt.', 'Una notte tra i vigneti, con degustazione in cantina e colazione.'), physical: true },
];

/**
 * Gift boxes (digital codes end in EBOX, physical ones in PBOX, where the box is also sold by post) linked to the
 * published offers that fit their value.
 */
export async function seedGiftBoxes(writer: BatchWriter, rng: Rng, offers: Offer[], maxOffers: number, today: string): Promise<void> {
  const updatedAt = `${today}T06:00:00.000Z`;
  for (const [position, box] of BOXES.entries()) {
    const r = rng.fork(box.code);
    const eligible = offers.filter((o) => o.published && o.category !== 'activity' && (o.theme === box.theme || box.theme === 'nature') && Math.max(1, o.nights) === box.nights && o.sellPrice <= box.value * 1.15);
    const linked = r.sample(eligible, maxOffers).map((o) => o.id).sort((a, b) => a - b);
    for (const format of box.physical ? (['digital', 'physical'] as const) : (['digital'] as const)) {
      const code = `${box.code}-${format === 'digital' ? 'EBOX' : 'PBOX'}`;
      const sell = format === 'digital' ? box.value : box.value + 500;
      await writer.push('gift_box', {
        code, slug: slugify(box.title.fr), theme_id: byCode(THEMES, box.theme).id, nights: box.nights, value: box.value, reference_price: Math.round((box.value * 1.2) / 1000) * 1000 - 10,
        sell_price: sell, format, published: 1, position, rating: Math.round(r.float(4.2, 4.9) * 10) / 10, images: JSON.stringify(Array.from({ length: BOX_IMAGES }, (_, i) => `box-${box.theme}-${position}-${i}`)),
        updated_at: updatedAt,
      });
      for (const locale of CATALOG_LOCALES) {
        const lang = languageOfLocale(locale);
        await writer.push('gift_box_translation', { code, locale, title: box.title[lang], description: box.description[lang], included_content: box.content[lang], updated_at: updatedAt });
      }
      for (const offerId of linked) await writer.push('gift_box_offer', { code, offer_id: offerId });
    }
  }
}

type CategorySpec = { id: number; name: string; label: Texts; description: Texts; singleSelection: boolean };
type ElementSpec = { id: number; categoryId: number; name: Texts; price: number; recommended: boolean };

/** Extras of a physical box (§3): category 2, the sleeve, is single choice and has a free 'standard' default (added by the page). */
const CATEGORIES: CategorySpec[] = [
  { id: 1, name: 'Cards', label: t('Cartes', 'Tarjetas', 'Kaarten', 'Biglietti'), description: t('Une carte à glisser dans le coffret', 'Una tarjeta para acompañar la caja', 'Een kaartje bij de box', 'Un biglietto da aggiungere al cofanetto'), singleSelection: false },
  { id: 2, name: 'Sleeves', label: t('Fourreaux', 'Fundas', 'Hoezen', 'Fascette'), description: t('L’habillage du coffret', 'El envoltorio de la caja', 'De hoes om de box', 'La fascetta del cofanetto'), singleSelection: true },
];

const ELEMENTS: ElementSpec[] = [
  { id: 201, categoryId: 2, name: t('Fourreau anniversaire', 'Funda de cumpleaños', 'Verjaardagshoes', 'Fascetta compleanno'), price: 300, recommended: true },
  { id: 202, categoryId: 2, name: t('Fourreau amour', 'Funda de amor', 'Liefdeshoes', 'Fascetta amore'), price: 300, recommended: false },
  { id: 203, categoryId: 2, name: t('Fourreau fêtes', 'Funda de fiestas', 'Feestdagenhoes', 'Fascetta feste'), price: 400, recommended: false },
  { id: 101, categoryId: 1, name: t('Carte « Merci »', 'Tarjeta «Gracias»', 'Kaart "Bedankt"', 'Biglietto «Grazie»'), price: 150, recommended: false },
  { id: 102, categoryId: 1, name: t('Carte « Joyeux anniversaire »', 'Tarjeta «Feliz cumpleaños»', 'Kaart "Gefeliciteerd"', 'Biglietto «Buon compleanno»'), price: 150, recommended: true },
];

/** Shipping a physical box in cents: to the buyer's country, and the fee when it leaves from another country. */
const SHIPPING: { pos: string; country: string; shipping: number; international: number }[] = [
  { pos: 'fr_FR', country: 'fr', shipping: 490, international: 0 },
  { pos: 'fr_FR', country: 'be', shipping: 690, international: 300 },
  { pos: 'es_ES', country: 'es', shipping: 450, international: 0 },
  { pos: 'fr_BE', country: 'be', shipping: 590, international: 250 },
  { pos: 'nl_BE', country: 'be', shipping: 590, international: 250 },
  { pos: 'fr_BE', country: 'fr', shipping: 690, international: 300 },
  { pos: 'nl_BE', country: 'nl', shipping: 690, international: 300 },
  { pos: 'nl_NL', country: 'nl', shipping: 495, international: 250 },
  { pos: 'nl_NL', country: 'be', shipping: 690, international: 300 },
];

const byLocale = (texts: Texts): string => JSON.stringify(Object.fromEntries(CATALOG_LOCALES.map((l) => [l, texts[languageOfLocale(l)]])));

/** The extras of a physical box and the shipping costs (Italy sells no physical box: no costs there). */
export async function seedGiftExtras(writer: BatchWriter): Promise<void> {
  for (const [position, c] of CATEGORIES.entries()) {
    await writer.push('gift_sub_element_category', { id: c.id, name: c.name, labels: byLocale(c.label), descriptions: byLocale(c.description), single_selection: c.singleSelection ? 1 : 0, position });
  }
  for (const [position, e] of ELEMENTS.entries()) {
    await writer.push('gift_sub_element', { id: e.id, category_id: e.categoryId, names: byLocale(e.name), image: `box-sleeve-${e.id}-0`, price: e.price, recommended: e.recommended ? 1 : 0, position });
  }
  for (const s of SHIPPING) await writer.push('shipping_cost', { pos: s.pos, country: s.country, shipping_cost: s.shipping, international_fee: s.international });
}
