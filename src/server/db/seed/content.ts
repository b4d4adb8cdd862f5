import type { BatchWriter } from '../batch-insert';
import type { CatalogLocale } from '../database';
import { addDays, startOfWeek } from '../../../lib/days';
import { nameIn, type Geography } from './geography';
import type { Rng } from './prng';
import { CATALOG_LOCALES, languageOfLocale, t, type Language } from './text';
import { THEMES, byCode } from './vocabularies';

const MENU_TABS: Record<Language, [string, string, string]> = {
  fr: ['Destinations', 'Thèmes', 'Idées week-end'],
  es: ['Destinos', 'Temáticas', 'Ideas de escapadas'],
  nl: ['Bestemmingen', "Thema's", 'Weekendideeën'],
  it: ['Destinazioni', 'Temi', 'Idee weekend'],
};

const IDEAS: Record<Language, [string, string][]> = {
  fr: [['Week-end à moins de 2h', 'distanceMax=200'], ['Dernière minute', 'tags=4'], ['Séjours en promo', 'sort=promo'], ['Hôtels avec spa', 'facilities=1'], ['Avec mon animal', 'petsAllowed=true']],
  es: [['Escapadas a menos de 2h', 'distanceMax=200'], ['Última hora', 'tags=4'], ['Escapadas en oferta', 'sort=promo'], ['Hoteles con spa', 'facilities=1'], ['Con mi mascota', 'petsAllowed=true']],
  nl: [['Weekendje op minder dan 2 uur', 'distanceMax=200'], ['Last minute', 'tags=4'], ['Aanbiedingen', 'sort=promo'], ['Hotels met wellness', 'facilities=1'], ['Met je huisdier', 'petsAllowed=true']],
  it: [['Weekend a meno di 2 ore', 'distanceMax=200'], ['Last minute', 'tags=4'], ['Soggiorni in offerta', 'sort=promo'], ['Hotel con spa', 'facilities=1'], ['Con il mio animale', 'petsAllowed=true']],
};

const HOME_COUNTRY: Record<CatalogLocale, string> = { fr_FR: 'FR', es_ES: 'ES', fr_BE: 'BE', nl_BE: 'BE', nl_NL: 'NL', it_IT: 'IT' };

/**
 * Menu trees (tab → country → region → top cities: four levels), theme of the week, promo bars,
 * announcement banners, targeted banners and the gift block, per locale. Links are address-hash
 * search states (spec §2 "Search state in the address hash") so the site builds the URL with its routes.
 */
export async function seedContent(writer: BatchWriter, rng: Rng, geo: Geography, today: string, hotelCountByCity: Map<number, number>): Promise<void> {
  let nodeId = 0;
  let promoId = 0;
  let bannerId = 0;
  let targetedId = 0;
  const monday = startOfWeek(today);
  for (const locale of CATALOG_LOCALES) {
    const lang = languageOfLocale(locale);
    const r = rng.fork(locale);
    const [destinations, themes, ideas] = MENU_TABS[lang];
    const node = async (parent: number | null, position: number, label: string, location: string | null, variant: string | null = null, count: number | null = null) => {
      const id = ++nodeId;
      await writer.push('menu_node', { id, locale, parent_id: parent, position, label, uri: null, location, variant, count });
      return id;
    };
    const destTab = await node(null, 0, destinations, null, 'tab');
    const home = HOME_COUNTRY[locale];
    const countries = ['FR', 'ES', 'IT', 'BE', 'NL'].sort((a, b) => (a === home ? -1 : b === home ? 1 : 0));
    for (const [ci, code] of countries.entries()) {
      const cities = (geo.citiesByCountry.get(code) ?? []).filter((c) => (hotelCountByCity.get(c.id) ?? 0) > 0);
      const countryNode = await node(destTab, ci, nameIn(COUNTRY_LABELS[code], locale), `country=${geo.countryId(code)}`);
      const regions = new Map<number, typeof cities>();
      for (const c of cities) regions.set(c.regionId, [...(regions.get(c.regionId) ?? []), c]);
      const topRegions = [...regions.entries()].sort((a, b) => sumHotels(b[1], hotelCountByCity) - sumHotels(a[1], hotelCountByCity) || a[0] - b[0]).slice(0, 16);
      for (const [ri, [regionId, regionCities]] of topRegions.entries()) {
        const regionNode = await node(countryNode, ri, nameIn(geo.regionNames.get(regionId)!, locale), `region=${regionId}`, null, sumHotels(regionCities, hotelCountByCity));
        const top = regionCities.sort((a, b) => (hotelCountByCity.get(b.id) ?? 0) - (hotelCountByCity.get(a.id) ?? 0) || b.population - a.population).slice(0, 6);
        for (const [i, c] of top.entries()) await node(regionNode, i, nameIn(c.names, locale), `city=${c.id}`, null, hotelCountByCity.get(c.id) ?? 0);
      }
    }
    const themeTab = await node(null, 1, themes, null, 'tab');
    for (const [i, theme] of THEMES.entries()) await node(themeTab, i, theme.label[lang], `theme=${theme.id}`, theme.icon);
    const ideaTab = await node(null, 2, ideas, null, 'tab');
    for (const [i, [label, location]] of IDEAS[lang].entries()) await node(ideaTab, i, label, location);

    for (let week = 0; week < 8; week++) {
      const theme = byCode(THEMES, r.pick(['wellness', 'romantic', 'gastronomy', 'family', 'wine', 'nature', 'seaside', 'castles']));
      await writer.push('theme_of_week', { locale, week_start: addDays(monday, week * 7), theme_id: theme.id, title: theme.label[lang], description: THEME_OF_WEEK_TEXT[lang](theme.label[lang]), weekend_url: `theme=${theme.id}` });
    }

    for (const [position, bar] of PROMO_BARS.entries()) {
      await writer.push('promo_bar', {
        id: ++promoId, locale, internal_code: `${bar.code}_${locale}`, campaign: bar.code, category: 'promo_bar', flow: bar.flow, pages: JSON.stringify(bar.pages),
        links: JSON.stringify([{ label: bar.text[lang], url: bar.link, newTab: false, variation: bar.variation }]), ctas: JSON.stringify([{ label: bar.cta[lang], url: bar.link, newTab: false }]),
        background: bar.background, font: bar.font, starts_at: `${addDays(today, -7)}T00:00:00.000Z`, ends_at: `${addDays(today, 60)}T23:59:59.000Z`, position,
      });
    }

    for (const page of ['home', 'search', 'product']) {
      await writer.push('announcement_banner', {
        id: ++bannerId, locale, page, color_variation: page === 'product' ? 'blue' : 'green', link_url: 'flow=gifting',
        content: JSON.stringify([{ type: 'paragraph', children: [{ text: ANNOUNCEMENT[lang][0], bold: true }, { text: ` ${ANNOUNCEMENT[lang][1]}` }] }]),
      });
    }

    for (const [position, banner] of TARGETED.entries()) {
      await writer.push('targeted_banner', {
        id: ++targetedId, locale, page: 'search', theme_id: banner.theme ? byCode(THEMES, banner.theme).id : null, title: banner.title[lang], subtitle: banner.subtitle[lang],
        image_key: `banner-${banner.theme ?? 'gift'}-${position}-0`, image_mobile_key: `banner-${banner.theme ?? 'gift'}-${position}-1`, image_position: 'center', image_alt: banner.title[lang],
        ctas: JSON.stringify([{ label: banner.cta[lang], url: banner.url, newTab: false, category: banner.category }]), url: banner.url, new_tab: 0, campaign: banner.campaign, category: banner.category, position,
      });
    }

    await writer.push('gift_block', {
      locale, title: GIFT_BLOCK[lang][0], subtitle: GIFT_BLOCK[lang][1], image_s: 'box-romantic-0-0', image_l: 'box-romantic-0-1', box_url: 'flow=gifting&type=BOX',
      single_voucher_url: 'flow=gifting', giftcard_url: '/giftcard/customization', activity_only_url: 'flow=activity', campaign: 'gift_block', category: 'gift',
    });
  }
}

const sumHotels = (cities: { id: number }[], counts: Map<number, number>) => cities.reduce((s, c) => s + (counts.get(c.id) ?? 0), 0);

const COUNTRY_LABELS: Record<string, { local: string } & Partial<Record<Language, string>>> = {
  FR: { local: 'France', es: 'Francia', nl: 'Frankrijk', it: 'Francia' },
  ES: { local: 'España', fr: 'Espagne', nl: 'Spanje', it: 'Spagna' },
  IT: { local: 'Italia', fr: 'Italie', nl: 'Italië' },
  BE: { local: 'Belgique', nl: 'België', es: 'Bélgica', it: 'Belgio' },
  NL: { local: 'Nederland', fr: 'Pays-Bas', es: 'Países Bajos', it: 'Paesi Bassi' },
};

const THEME_OF_WEEK_TEXT: Record<Language, (theme: string) => string> = {
  fr: (theme) => `Cette semaine, place au thème « ${theme} » : nos hôtels partenaires vous ont préparé leurs plus belles offres.`,
  es: (theme) => `Esta semana, la temática «${theme}»: nuestros hoteles te han preparado sus mejores ofertas.`,
  nl: (theme) => `Deze week staat het thema '${theme}' centraal: onze hotels hebben hun mooiste aanbiedingen voor je klaargezet.`,
  it: (theme) => `Questa settimana il tema è «${theme}»: i nostri hotel ti hanno preparato le offerte più belle.`,
};

const PROMO_BARS = [
  { code: 'spring_sale', flow: 'booking', pages: ['home', 'search', 'product'], link: 'sort=promo', variation: 'default', background: '#ffd23f', font: 'dark' as const, text: t("Jusqu'à -30 % sur une sélection de week-ends", 'Hasta un 30 % de descuento en una selección de escapadas', 'Tot 30% korting op een selectie weekendjes', 'Fino al 30% di sconto su una selezione di weekend'), cta: t("J'en profite", '¡Lo quiero!', 'Bekijk de deals', 'Approfitta') },
  { code: 'gift_ideas', flow: 'gifting', pages: ['home', 'search'], link: 'flow=gifting', variation: 'black', background: '#1d1d1b', font: 'light' as const, text: t('Offrez un séjour : valable 1 an, échangeable', 'Regala una escapada: válida 1 año y canjeable', 'Geef een verblijf cadeau: 1 jaar geldig en omruilbaar', 'Regala un soggiorno: valido 1 anno e sostituibile'), cta: t('Je choisis un cadeau', 'Elegir un regalo', 'Kies een cadeau', 'Scegli un regalo') },
];

const ANNOUNCEMENT: Record<Language, [string, string]> = {
  fr: ['Fêtes de fin d’année :', 'offrez un séjour, valable 1 an et échangeable, reçu par e-mail en quelques minutes.'],
  es: ['Fiestas de fin de año:', 'regala una escapada válida 1 año y canjeable, recibida por e-mail en unos minutos.'],
  nl: ['Feestdagen:', 'geef een verblijf cadeau, 1 jaar geldig en omruilbaar, binnen enkele minuten per e-mail.'],
  it: ['Feste di fine anno:', 'regala un soggiorno valido 1 anno e cambiabile, ricevuto via e-mail in pochi minuti.'],
};

const TARGETED = [
  { theme: 'wellness', campaign: 'wellness_week', category: 'targeted_banner', url: 'theme=26', title: t('Une parenthèse de douceur', 'Un paréntesis de calma', 'Even helemaal tot rust komen', 'Una pausa di dolcezza'), subtitle: t('Spa, massages et nuits au calme', 'Spa, masajes y noches de descanso', 'Wellness, massages en rustige nachten', 'Spa, massaggi e notti tranquille'), cta: t('Voir les séjours', 'Ver escapadas', 'Bekijk de verblijven', 'Scopri i soggiorni') },
  { theme: 'family', campaign: 'family_holidays', category: 'targeted_banner', url: 'theme=39', title: t('Les vacances en famille', 'Vacaciones en familia', 'Uitjes met het hele gezin', 'Vacanze in famiglia'), subtitle: t('Des chambres pour tous et des activités pour les enfants', 'Habitaciones para todos y actividades para los peques', 'Kamers voor iedereen en activiteiten voor de kinderen', 'Camere per tutti e attività per i bambini'), cta: t('Voir les séjours', 'Ver escapadas', 'Bekijk de verblijven', 'Scopri i soggiorni') },
  { theme: null, campaign: 'gift_card', category: 'gift', url: 'flow=gifting', title: t('Le cadeau qui fait voyager', 'El regalo que hace viajar', 'Het cadeau dat op reis gaat', 'Il regalo che fa viaggiare'), subtitle: t('Séjours, coffrets et cartes cadeaux', 'Escapadas, cajas y tarjetas regalo', "Verblijven, cadeauboxen en cadeaukaarten", 'Soggiorni, cofanetti e carte regalo'), cta: t('Offrir', 'Regalar', 'Cadeau doen', 'Regala') },
];

const GIFT_BLOCK: Record<Language, [string, string]> = {
  fr: ['Faites plaisir avec un séjour cadeau', 'Coffrets, séjours et cartes cadeaux, valables jusqu’à 18 mois'],
  es: ['Sorprende con una escapada regalo', 'Cajas, escapadas y tarjetas regalo, válidas hasta 18 meses'],
  nl: ['Geef een verblijf cadeau', 'Cadeauboxen, verblijven en cadeaukaarten, tot 18 maanden geldig'],
  it: ['Fai felice qualcuno con un soggiorno regalo', 'Cofanetti, soggiorni e carte regalo, validi fino a 18 mesi'],
};
