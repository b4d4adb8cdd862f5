import type { BatchWriter } from '../batch-insert';
import type { Offer } from './offers';
import type { Rng } from './prng';
import { CATALOG_LOCALES, languageOfLocale, slugify, t, type Texts } from './text';
import { THEMES, byCode } from './vocabularies';

type BoxSpec = { code: string; theme: string; nights: number; value: number; title: Texts; content: Texts };

const BOXES: BoxSpec[] = [
  { code: 'WELLNESS1N', theme: 'wellness', nights: 1, value: 12990, title: t('Week-end bien-être', 'Escapada de bienestar', 'Wellnessweekend', 'Weekend benessere'), content: t('1 nuit pour 2 personnes\nPetit-déjeuner\nAccès au spa', '1 noche para 2 personas\nDesayuno\nAcceso al spa', '1 nacht voor 2 personen\nOntbijt\nToegang tot de wellness', '1 notte per 2 persone\nColazione\nAccesso alla spa') },
  { code: 'WELLNESS2N', theme: 'wellness', nights: 2, value: 24990, title: t('Deux nuits de détente', 'Dos noches de relax', 'Twee nachten ontspanning', 'Due notti di relax'), content: t('2 nuits pour 2 personnes\nPetits-déjeuners\nAccès au spa et soin', '2 noches para 2 personas\nDesayunos\nSpa y tratamiento', '2 nachten voor 2 personen\nOntbijt\nWellness en behandeling', '2 notti per 2 persone\nColazioni\nSpa e trattamento') },
  { code: 'ROMANCE1N', theme: 'romantic', nights: 1, value: 14990, title: t('Escapade romantique', 'Escapada romántica', 'Romantisch uitje', 'Fuga romantica'), content: t('1 nuit pour 2 personnes\nPetit-déjeuner\nDîner ou attention romantique', '1 noche para 2 personas\nDesayuno\nCena o detalle romántico', '1 nacht voor 2 personen\nOntbijt\nDiner of romantische attentie', '1 notte per 2 persone\nColazione\nCena o sorpresa romantica') },
  { code: 'GOURMET1N', theme: 'gastronomy', nights: 1, value: 15990, title: t('Séjour gourmand', 'Escapada gastronómica', 'Culinair verblijf', 'Soggiorno gourmet'), content: t('1 nuit pour 2 personnes\nPetit-déjeuner\nDîner gastronomique', '1 noche para 2 personas\nDesayuno\nCena gastronómica', '1 nacht voor 2 personen\nOntbijt\nGastronomisch diner', '1 notte per 2 persone\nColazione\nCena gourmet') },
  { code: 'FAMILY1N', theme: 'family', nights: 1, value: 17990, title: t('Week-end en famille', 'Escapada en familia', 'Weekendje met het gezin', 'Weekend in famiglia'), content: t('1 nuit en famille\nPetit-déjeuner\nActivité pour toute la famille', '1 noche en familia\nDesayuno\nActividad para toda la familia', '1 nacht met het gezin\nOntbijt\nActiviteit voor het hele gezin', '1 notte in famiglia\nColazione\nAttività per tutta la famiglia') },
  { code: 'ESCAPE2N', theme: 'nature', nights: 2, value: 19990, title: t('Deux nuits d’évasion', 'Dos noches de desconexión', 'Twee nachten ertussenuit', 'Due notti di evasione'), content: t('2 nuits pour 2 personnes\nPetits-déjeuners\nPlus de 1 000 hôtels au choix', '2 noches para 2 personas\nDesayunos\nMás de 1.000 hoteles a elegir', '2 nachten voor 2 personen\nOntbijt\nMeer dan 1.000 hotels om uit te kiezen', '2 notti per 2 persone\nColazioni\nOltre 1.000 hotel tra cui scegliere') },
  { code: 'PRESTIGE1N', theme: 'luxury', nights: 1, value: 29990, title: t('Séjour d’exception', 'Escapada de lujo', 'Luxe verblijf', 'Soggiorno di lusso'), content: t('1 nuit en hôtel 4 ou 5 étoiles\nPetit-déjeuner\nDîner ou soin', '1 noche en hotel de 4 o 5 estrellas\nDesayuno\nCena o tratamiento', '1 nacht in een 4- of 5-sterrenhotel\nOntbijt\nDiner of behandeling', '1 notte in hotel 4 o 5 stelle\nColazione\nCena o trattamento') },
  { code: 'WINE1N', theme: 'wine', nights: 1, value: 15990, title: t('Escapade dans les vignes', 'Escapada entre viñedos', 'Weekendje tussen de wijnranken', 'Fuga tra i vigneti'), content: t('1 nuit pour 2 personnes\nPetit-déjeuner\nDégustation de vins', '1 noche para 2 personas\nDesayuno\nCata de vinos', '1 nacht voor 2 personen\nOntbijt\nWijnproeverij', '1 notte per 2 persone\nColazione\nDegustazione di vini') },
];

/** Gift boxes (digital codes end in EBOX, physical ones in PBOX) linked to the published offers that fit their value. */
export async function seedGiftBoxes(writer: BatchWriter, rng: Rng, offers: Offer[], maxOffers: number): Promise<void> {
  for (const [position, box] of BOXES.entries()) {
    const r = rng.fork(box.code);
    const eligible = offers.filter((o) => o.published && o.category !== 'activity' && (o.theme === box.theme || box.theme === 'nature') && Math.max(1, o.nights) === box.nights && o.sellPrice <= box.value * 1.15);
    const linked = r.sample(eligible, maxOffers).map((o) => o.id).sort((a, b) => a - b);
    for (const format of ['digital', 'physical'] as const) {
      const code = `${box.code}-${format === 'digital' ? 'EBOX' : 'PBOX'}`;
      const sell = format === 'digital' ? box.value : box.value + 500;
      await writer.push('gift_box', {
        code, slug: slugify(box.title.fr), theme_id: byCode(THEMES, box.theme).id, nights: box.nights, value: box.value, reference_price: Math.round((box.value * 1.2) / 1000) * 1000 - 10,
        sell_price: sell, format, published: 1, position, rating: Math.round(r.float(4.2, 4.9) * 10) / 10, images: JSON.stringify([`box-${box.theme}-${position}-0`, `box-${box.theme}-${position}-1`]),
      });
      for (const locale of CATALOG_LOCALES) {
        const lang = languageOfLocale(locale);
        await writer.push('gift_box_translation', { code, locale, title: box.title[lang], description: box.content[lang].split('\n').join(' · '), included_content: box.content[lang] });
      }
      for (const offerId of linked) await writer.push('gift_box_offer', { code, offer_id: offerId });
    }
  }
}
