import type { BatchWriter } from '../batch-insert';
import type { CatalogLocale } from '../database';
import { addDays } from '../../../lib/days';
import { CATALOG_LOCALES, languageOfLocale, t, type Language, type Texts } from './text';

/**
 * Pages of the content service (docs/home-and-cms.md) in the six catalogs: the home page of each flow (and an
 * unpublished draft of the booking home, to preview), a landing page with a running promotion, two static pages and
 * the weekend ideas page. Links are address-hash search states (`theme=26`) or site paths; pictures are image keys.
 */
const COLOURS = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;

type Lang = Language;
const para = (text: string, bold?: string) => [{ type: 'paragraph', children: [...(bold ? [{ text: `${bold} `, bold: true }] : []), { text }] }];
const link = (label: string, url: string) => ({ label, url, newTab: false });

const USP_PRIMARY: Record<Lang, [string, [string, string][]]> = {
  fr: ['Pourquoi réserver avec Escapade ?', [['Tout compris', 'Nuit, petit-déjeuner et activité réunis dans un seul prix.'], ['Hôtels choisis', 'Chaque adresse est visitée et notée par nos clients.'], ['Paiement sécurisé', 'Carte, paiement à l’hôtel ou en plusieurs fois.']]],
  es: ['¿Por qué reservar con Escapade?', [['Todo incluido', 'Noche, desayuno y actividad en un solo precio.'], ['Hoteles seleccionados', 'Cada hotel es visitado y valorado por nuestros clientes.'], ['Pago seguro', 'Tarjeta, pago en el hotel o a plazos.']]],
  nl: ['Waarom boeken bij Escapade?', [['Alles inbegrepen', 'Overnachting, ontbijt en activiteit voor één prijs.'], ['Geselecteerde hotels', 'Elk adres bezocht en beoordeeld door onze gasten.'], ['Veilig betalen', 'Met je kaart, in het hotel of in termijnen.']]],
  it: ['Perché prenotare con Escapade?', [['Tutto incluso', 'Notte, colazione e attività in un solo prezzo.'], ['Hotel selezionati', 'Ogni struttura è visitata e recensita dai nostri clienti.'], ['Pagamento sicuro', 'Carta, pagamento in hotel o a rate.']]],
};
const USP_GIFT: Record<Lang, [string, [string, string][]]> = {
  fr: ['Le cadeau qui fait plaisir', [['Valable 1 an', 'Le bénéficiaire choisit sa date parmi des centaines d’hôtels.'], ['Échangeable', 'Un autre séjour lui plaît davantage ? Il peut l’échanger.'], ['Reçu en quelques minutes', 'Par e-mail, prêt à imprimer ou à offrir.']]],
  es: ['El regalo que siempre acierta', [['Válido 1 año', 'Quien lo recibe elige fecha entre cientos de hoteles.'], ['Canjeable', '¿Prefiere otra escapada? Puede cambiarla.'], ['Recibido en minutos', 'Por e-mail, listo para imprimir o regalar.']]],
  nl: ['Het cadeau dat altijd goed valt', [['1 jaar geldig', 'De ontvanger kiest een datum uit honderden hotels.'], ['Omruilbaar', 'Liever een ander verblijf? Dat kan.'], ['Binnen enkele minuten', 'Per e-mail, klaar om te printen of te geven.']]],
  it: ['Il regalo che fa sempre centro', [['Valido 1 anno', 'Chi lo riceve sceglie la data tra centinaia di hotel.'], ['Sostituibile', 'Preferisce un altro soggiorno? Può cambiarlo.'], ['Ricevuto in pochi minuti', 'Via e-mail, pronto da stampare o regalare.']]],
};
const ICONS = ['heart', 'star', 'shield'] as const;
const GIFT_ICONS = ['gift', 'clock', 'heart'] as const;

const usp = (variant: 'primary' | 'secondary', [title, items]: [string, [string, string][]], icons: readonly string[]) => ({
  type: 'mainUsp',
  variant,
  title,
  items: items.map(([itemTitle, text], i) => ({ icon: icons[i], title: itemTitle, text })),
});

const JUMBOTRON: Record<'booking' | 'gifting' | 'activity', Texts> = {
  booking: t('Vos prochains week-ends commencent ici', 'Tus próximas escapadas empiezan aquí', 'Je volgende weekendje weg begint hier', 'I tuoi prossimi weekend iniziano qui'),
  gifting: t('Offrez un séjour inoubliable', 'Regala una escapada inolvidable', 'Geef een onvergetelijk verblijf cadeau', 'Regala un soggiorno indimenticabile'),
  activity: t('Des activités à vivre à deux', 'Actividades para disfrutar en pareja', 'Activiteiten om samen te beleven', 'Attività da vivere in due'),
};
const JUMBOTRON_SUB: Record<'booking' | 'gifting' | 'activity', Texts> = {
  booking: t('Hôtel, petit-déjeuner et activité : plus de 2 000 séjours tout compris.', 'Hotel, desayuno y actividad: más de 2.000 escapadas con todo incluido.', 'Hotel, ontbijt en activiteit: meer dan 2.000 verblijven all-in.', 'Hotel, colazione e attività: oltre 2.000 soggiorni tutto incluso.'),
  gifting: t('Coffrets, séjours et cartes cadeaux, valables jusqu’à 18 mois.', 'Cajas, escapadas y tarjetas regalo, válidas hasta 18 meses.', 'Cadeauboxen, verblijven en cadeaukaarten, tot 18 maanden geldig.', 'Cofanetti, soggiorni e carte regalo, validi fino a 18 mesi.'),
  activity: t('Spa, dégustations, balades : réservez l’activité seule.', 'Spa, catas, paseos: reserva solo la actividad.', 'Wellness, proeverijen, wandelingen: boek alleen de activiteit.', 'Spa, degustazioni, passeggiate: prenota solo l’attività.'),
};
const DRAFT_TITLE = t('Nouveau : les séjours de l’hiver sont arrivés', 'Novedad: ya llegan las escapadas de invierno', 'Nieuw: de wintervervblijven zijn er', 'Novità: sono arrivati i soggiorni d’inverno');

const CATEGORIES: [Texts, number, string][] = [
  [t('Bien-être', 'Bienestar', 'Wellness', 'Benessere'), 26, 'wellness'],
  [t('Romantique', 'Romántica', 'Romantisch', 'Romantico'), 23, 'romantic'],
  [t('Gastronomie', 'Gastronomía', 'Gastronomie', 'Gastronomia'), 19, 'gastronomy'],
  [t('En famille', 'En familia', 'Met het gezin', 'In famiglia'), 39, 'family'],
  [t('Œnologie', 'Enoturismo', 'Wijn', 'Vino e cantine'), 20, 'wine'],
  [t('Châteaux', 'Castillos', 'Kastelen', 'Castelli'), 40, 'castles'],
];
const TEXTS = {
  categories: t('Envie de…', 'Te apetece…', 'Zin in…', 'Voglia di…'),
  top: t('Les séjours préférés de nos clients', 'Las escapadas favoritas de nuestros clientes', 'De favoriete verblijven van onze gasten', 'I soggiorni preferiti dai nostri clienti'),
  topGift: t('Les séjours les plus offerts', 'Las escapadas más regaladas', 'De meest gegeven verblijven', 'I soggiorni più regalati'),
  topActivity: t('Les activités du moment', 'Las actividades del momento', 'Activiteiten van het moment', 'Le attività del momento'),
  wellnessTop: t('Une pause bien-être', 'Una pausa de bienestar', 'Even ontspannen', 'Una pausa di benessere'),
  boxes: t('Nos coffrets cadeaux', 'Nuestras cajas regalo', 'Onze cadeauboxen', 'I nostri cofanetti regalo'),
  boxesSub: t('Le bénéficiaire choisit son hôtel parmi des centaines d’adresses', 'Quien lo recibe elige entre cientos de hoteles', 'De ontvanger kiest uit honderden hotels', 'Chi lo riceve sceglie tra centinaia di hotel'),
  allBoxes: t('Voir tous les coffrets', 'Ver todas las cajas', 'Alle cadeauboxen', 'Tutti i cofanetti'),
  giftBanner: t('Pas d’idée ? Offrez une carte cadeau', '¿Sin ideas? Regala una tarjeta regalo', 'Geen idee? Geef een cadeaukaart', 'Nessuna idea? Regala una carta regalo'),
  giftBannerSub: t('Le montant de votre choix, à utiliser sur tout le site pendant 1 an.', 'El importe que quieras, para usar en toda la web durante 1 año.', 'Een bedrag naar keuze, een jaar lang te gebruiken op de hele site.', 'L’importo che vuoi, da usare su tutto il sito per 1 anno.'),
  giftBannerCta: t('Créer ma carte cadeau', 'Crear mi tarjeta regalo', 'Maak mijn cadeaukaart', 'Crea la mia carta regalo'),
  stayBanner: t('Offrir un séjour, c’est aussi simple', 'Regalar una escapada es así de fácil', 'Een verblijf cadeau geven, zo eenvoudig', 'Regalare un soggiorno è così semplice'),
  stayBannerSub: t('Choisissez un séjour, il reçoit un bon valable 1 an.', 'Elige una escapada y recibirá un bono válido 1 año.', 'Kies een verblijf, de ontvanger krijgt een bon die 1 jaar geldig is.', 'Scegli un soggiorno, riceverà un buono valido 1 anno.'),
  stayBannerCta: t('Je choisis un séjour cadeau', 'Elegir una escapada regalo', 'Kies een cadeauverblijf', 'Scegli un soggiorno regalo'),
  marketing: t('Nos hôtes vous reçoivent comme des amis', 'Nuestros anfitriones te reciben como a un amigo', 'Onze gastheren ontvangen je als vrienden', 'I nostri host ti accolgono come amici'),
  marketingText: t('Des maisons de famille, des châteaux et des hôtels de caractère, choisis un par un. Chaque séjour comprend la nuit, le petit-déjeuner et une activité ou un dîner préparés avec eux.', 'Casas con encanto, castillos y hoteles con carácter, elegidos uno a uno. Cada escapada incluye la noche, el desayuno y una actividad o una cena preparadas con ellos.', 'Familiehuizen, kastelen en karaktervolle hotels, één voor één gekozen. Elk verblijf omvat de overnachting, het ontbijt en een activiteit of diner, samen met hen bedacht.', 'Case di famiglia, castelli e hotel di carattere, scelti uno per uno. Ogni soggiorno comprende la notte, la colazione e un’attività o una cena preparate con loro.'),
  marketingCta: t('Découvrir nos hôtels', 'Descubrir nuestros hoteles', 'Ontdek onze hotels', 'Scopri i nostri hotel'),
};

const LANDING_SLUG = 'winter-sale';
const LANDING: Record<string, Texts> = {
  title: t('Les soldes d’hiver', 'Rebajas de invierno', 'Winteruitverkoop', 'Saldi d’inverno'),
  seo: t('Soldes d’hiver : jusqu’à -40 % sur vos week-ends', 'Rebajas de invierno: hasta un 40 % en tus escapadas', 'Winteruitverkoop: tot 40% korting op je weekendjes', 'Saldi d’inverno: fino al 40% sui tuoi weekend'),
  seoDescription: t('Week-ends tout compris à prix doux : bien-être, gastronomie, châteaux. Offre limitée dans le temps.', 'Escapadas con todo incluido a buen precio: bienestar, gastronomía, castillos. Oferta por tiempo limitado.', 'All-in weekendjes tegen zachte prijzen: wellness, gastronomie, kastelen. Tijdelijke actie.', 'Weekend tutto incluso a prezzi dolci: benessere, gastronomia, castelli. Offerta a tempo limitato.'),
  topBar: t('Livraison du bon cadeau par e-mail en quelques minutes', 'Bono regalo por e-mail en pocos minutos', 'Cadeaubon binnen enkele minuten per e-mail', 'Buono regalo via e-mail in pochi minuti'),
  topBarLink: t('Comment ça marche ?', '¿Cómo funciona?', 'Hoe werkt het?', 'Come funziona?'),
  promo: t('Jusqu’à -40 % sur une sélection de séjours', 'Hasta un 40 % de descuento en una selección de escapadas', 'Tot 40% korting op een selectie verblijven', 'Fino al 40% di sconto su una selezione di soggiorni'),
  promoSub: t('Avec le code HIVER, sur les réservations jusqu’à la fin de l’offre.', 'Con el código INVIERNO, en reservas hasta el fin de la oferta.', 'Met de code WINTER, op boekingen tot het einde van de actie.', 'Con il codice INVERNO, sulle prenotazioni fino alla fine dell’offerta.'),
  code: t('HIVER', 'INVIERNO', 'WINTER', 'INVERNO'),
  promoCta: t('Voir les séjours en promo', 'Ver escapadas en oferta', 'Bekijk de aanbiedingen', 'Vedi i soggiorni in offerta'),
  cards: t('Nos coups de cœur', 'Nuestros favoritos', 'Onze favorieten', 'I nostri preferiti'),
  announcement: t('Soldes d’hiver :', 'Rebajas de invierno:', 'Winteruitverkoop:', 'Saldi d’inverno:'),
  announcementText: t('les prix baissent sur plus de 300 séjours, jusqu’à la fin de l’offre.', 'bajan los precios de más de 300 escapadas hasta el fin de la oferta.', 'de prijzen van meer dan 300 verblijven gaan omlaag, tot het einde van de actie.', 'i prezzi scendono su oltre 300 soggiorni, fino alla fine dell’offerta.'),
};
const PROMO_CARDS: [Texts, Texts, string, number, string][] = [
  [t('Spa et massage à deux', 'Spa y masaje en pareja', 'Wellness en massage voor twee', 'Spa e massaggio di coppia'), t('Nuit, petit-déjeuner et accès au spa', 'Noche, desayuno y acceso al spa', 'Overnachting, ontbijt en toegang tot de wellness', 'Notte, colazione e accesso alla spa'), '-30 %', 26, 'wellness'],
  [t('Dîner étoilé', 'Cena con estrella', 'Sterrendiner', 'Cena stellata'), t('Une table de chef et une chambre au calme', 'Una mesa de chef y una habitación tranquila', 'Een chefstafel en een rustige kamer', 'Una tavola d’autore e una camera tranquilla'), '-25 %', 19, 'gastronomy'],
  [t('Nuit au château', 'Noche en un castillo', 'Nacht in een kasteel', 'Notte in castello'), t('Vivez comme un seigneur le temps d’un week-end', 'Vive como un noble durante un fin de semana', 'Leef een weekend als een edelman', 'Vivi da nobile per un weekend'), '-20 %', 40, 'castles'],
];

const STATIC_PAGES: { id: string; title: Texts; paragraphs: Texts[] }[] = [
  {
    id: 'about-us',
    title: t('Qui sommes-nous ?', '¿Quiénes somos?', 'Over ons', 'Chi siamo'),
    paragraphs: [
      t('Escapade imagine depuis 2010 des courts séjours tout compris : une nuit, un petit-déjeuner et une activité ou un dîner, dans des hôtels choisis un par un.', 'Desde 2010, Escapade crea escapadas cortas con todo incluido: una noche, un desayuno y una actividad o una cena, en hoteles elegidos uno a uno.', 'Sinds 2010 bedenkt Escapade korte all-in verblijven: een overnachting, ontbijt en een activiteit of diner, in hotels die één voor één gekozen zijn.', 'Dal 2010 Escapade crea brevi soggiorni tutto incluso: una notte, la colazione e un’attività o una cena, in hotel scelti uno per uno.'),
      t('Notre équipe de 120 passionnés visite les adresses, négocie les meilleurs prix et répond à vos questions sept jours sur sept.', 'Nuestro equipo de 120 apasionados visita los hoteles, negocia los mejores precios y responde a tus preguntas los siete días de la semana.', 'Ons team van 120 enthousiastelingen bezoekt de hotels, onderhandelt over de beste prijzen en beantwoordt je vragen zeven dagen per week.', 'Il nostro team di 120 appassionati visita le strutture, negozia i prezzi migliori e risponde alle tue domande sette giorni su sette.'),
    ],
  },
  {
    id: 'how-it-works',
    title: t('Comment ça marche ?', '¿Cómo funciona?', 'Hoe werkt het?', 'Come funziona?'),
    paragraphs: [
      t('Choisissez une destination et vos dates, comparez les séjours et réservez en quelques clics : la confirmation arrive aussitôt par e-mail.', 'Elige destino y fechas, compara las escapadas y reserva en pocos clics: la confirmación llega al momento por e-mail.', 'Kies een bestemming en je data, vergelijk de verblijven en boek in een paar klikken: de bevestiging komt meteen per e-mail.', 'Scegli una destinazione e le date, confronta i soggiorni e prenota in pochi clic: la conferma arriva subito via e-mail.'),
      t('Pour offrir, choisissez un séjour, un coffret ou une carte cadeau : le bénéficiaire réserve ensuite la date qui lui convient.', 'Para regalar, elige una escapada, una caja o una tarjeta regalo: quien lo recibe reserva luego la fecha que prefiera.', 'Om cadeau te geven kies je een verblijf, een cadeaubox of een cadeaukaart: de ontvanger boekt daarna de datum die past.', 'Per regalare, scegli un soggiorno, un cofanetto o una carta regalo: chi lo riceve prenota poi la data che preferisce.'),
    ],
  },
];

const IDEAS_TITLE = t('Idées week-end', 'Ideas de escapadas', 'Weekendideeën', 'Idee weekend');
const IDEAS_INTRO = t('Pas encore de destination ? Laissez-vous guider par nos envies du moment, classées par thème.', '¿Aún sin destino? Déjate guiar por nuestras ideas del momento, ordenadas por temática.', 'Nog geen bestemming? Laat je inspireren door onze ideeën van het moment, per thema.', 'Ancora nessuna meta? Lasciati guidare dalle nostre idee del momento, divise per tema.');
const IDEAS_SECTIONS: [Texts, [Texts, string, string][]][] = [
  [
    t('À deux', 'En pareja', 'Met z’n tweeën', 'In coppia'),
    [
      [t('Nuit en cabane perchée', 'Noche en una cabaña en el árbol', 'Slapen in een boomhut', 'Notte in una casa sull’albero'), 'theme=25', 'forest-unusual'],
      [t('Spa privatif', 'Spa privado', 'Privéwellness', 'Spa privata'), 'theme=26', 'lake-wellness'],
      [t('Dîner aux chandelles', 'Cena a la luz de las velas', 'Diner bij kaarslicht', 'Cena a lume di candela'), 'theme=23', 'village-romantic'],
      [t('Week-end dans les vignes', 'Fin de semana entre viñedos', 'Weekend tussen de wijnranken', 'Weekend tra i vigneti'), 'theme=20', 'vineyard-wine'],
      [t('Escapade en bord de mer', 'Escapada junto al mar', 'Uitje aan zee', 'Fuga al mare'), 'theme=27', 'sea-seaside'],
      [t('Nuit au château', 'Noche en un castillo', 'Nacht in een kasteel', 'Notte in castello'), 'theme=40', 'countryside-castles'],
    ],
  ],
  [
    t('En famille', 'En familia', 'Met het gezin', 'In famiglia'),
    [
      [t('Parcs d’attractions', 'Parques temáticos', 'Pretparken', 'Parchi divertimento'), 'theme=38', 'countryside-theme_parks'],
      [t('Balades à cheval', 'Paseos a caballo', 'Paardrijden', 'Passeggiate a cavallo'), 'theme=37', 'countryside-horse_riding'],
      [t('Vacances à la montagne', 'Vacaciones en la montaña', 'Vakantie in de bergen', 'Vacanze in montagna'), 'theme=28', 'mountain-mountain'],
      [t('Avec mon animal', 'Con mi mascota', 'Met je huisdier', 'Con il mio animale'), 'theme=33', 'forest-pets'],
      [t('À vélo', 'En bicicleta', 'Op de fiets', 'In bicicletta'), 'theme=36', 'countryside-cycling'],
    ],
  ],
  [
    t('Se ressourcer', 'Desconectar', 'Tot rust komen', 'Ricaricarsi'),
    [
      [t('Retraite nature', 'Retiro en la naturaleza', 'Natuurretraite', 'Ritiro nella natura'), 'theme=24', 'forest-nature'],
      [t('Golf et détente', 'Golf y relax', 'Golf en ontspanning', 'Golf e relax'), 'theme=29', 'countryside-golf'],
      [t('Séjour gastronomique', 'Escapada gastronómica', 'Culinair verblijf', 'Soggiorno gastronomico'), 'theme=19', 'village-gastronomy'],
    ],
  ],
];
const IDEA_TEXT = t('Nos séjours tout compris pour cette envie', 'Nuestras escapadas con todo incluido para este plan', 'Onze all-in verblijven voor dit idee', 'I nostri soggiorni tutto incluso per questa idea');

const REGIONS: Record<CatalogLocale, [string, string][]> = {
  fr_FR: [['Bretagne', 'Bretagne'], ['Provence', 'Provence'], ['Alsace', 'Alsace'], ['Normandie', 'Normandie'], ['Occitanie', 'Occitanie'], ['Bourgogne', 'Bourgogne']],
  fr_BE: [['Ardennes', 'Ardennes'], ['Flandre', 'Flandre'], ['Bretagne', 'Bretagne'], ['Provence', 'Provence'], ['Alsace', 'Alsace'], ['Normandie', 'Normandie']],
  nl_BE: [['Ardennen', 'Ardennen'], ['Vlaanderen', 'Vlaanderen'], ['Bretagne', 'Bretagne'], ['Provence', 'Provence'], ['Limburg', 'Limburg'], ['Zeeland', 'Zeeland']],
  nl_NL: [['Zeeland', 'Zeeland'], ['Limburg', 'Limburg'], ['Gelderland', 'Gelderland'], ['Ardennen', 'Ardennen'], ['Noord-Holland', 'Noord-Holland'], ['Friesland', 'Friesland']],
  es_ES: [['Andalucía', 'Andalucía'], ['Cataluña', 'Cataluña'], ['Galicia', 'Galicia'], ['Castilla y León', 'Castilla y León'], ['Asturias', 'Asturias'], ['La Rioja', 'La Rioja']],
  it_IT: [['Toscana', 'Toscana'], ['Piemonte', 'Piemonte'], ['Sicilia', 'Sicilia'], ['Puglia', 'Puglia'], ['Veneto', 'Veneto'], ['Trentino', 'Trentino']],
};

/** Home (3 flows + a draft), a landing, two static pages, the ideas page: 11 rows per catalog locale. */
export async function seedCmsPages(writer: BatchWriter, today: string): Promise<void> {
  let id = 0;
  const updated = `${today}T06:00:00.000Z`;
  for (const [li, locale] of CATALOG_LOCALES.entries()) {
    const l = languageOfLocale(locale);
    const push = (kind: string, slug: string, status: 'published' | 'draft', title: string, seo: [string, string, string | null], content: object) =>
      writer.push('cms_page', { id: ++id, locale, kind, slug, status, title, seo_title: seo[0], seo_description: seo[1], seo_image: seo[2], content: JSON.stringify(content), updated_at: updated });
    const footer = { showFooter: true, showLegal: true, showContact: true };
    const categories = { type: 'categories', title: TEXTS.categories[l], items: CATEGORIES.map(([label, theme, code], i) => ({ label: label[l], url: `theme=${theme}`, image: { key: `banner-${code}-${i}-0`, alt: '' } })) };
    const marketing = { type: 'marketing', title: TEXTS.marketing[l], content: para(TEXTS.marketingText[l]), image: { key: 'countryside-castles-7-0', alt: '' }, cta: link(TEXTS.marketingCta[l], 'sort=popularity') };
    const giftCardBanner = { type: 'banner', title: TEXTS.giftBanner[l], subtitle: TEXTS.giftBannerSub[l], image: { key: 'banner-gift-2-0', alt: '' }, url: '/giftcard/customization', cta: link(TEXTS.giftBannerCta[l], '/giftcard/customization'), gift: true };
    const stayGiftBanner = { type: 'banner', title: TEXTS.stayBanner[l], subtitle: TEXTS.stayBannerSub[l], image: { key: 'banner-romantic-1-0', alt: '' }, url: 'flow=gifting', cta: link(TEXTS.stayBannerCta[l], 'flow=gifting'), gift: true };
    const boxes = { type: 'boxes', title: TEXTS.boxes[l], subtitle: TEXTS.boxesSub[l], cta: link(TEXTS.allBoxes[l], 'flow=gifting&type=BOX'), boxCodes: ['ROMANCE1N-EBOX', 'WELLNESS1N-EBOX', 'GOURMET1N-EBOX', 'PRESTIGE1N-EBOX'] };
    const seoHome = (flow: 'booking' | 'gifting' | 'activity'): [string, string, string | null] => [`${JUMBOTRON[flow][l]} | Escapade`, JUMBOTRON_SUB[flow][l], `banner-${flow === 'gifting' ? 'gift' : flow === 'activity' ? 'wellness' : 'romantic'}-0-0`];
    // The published booking home keeps the site's own jumbotron texts (no searchJumbotron); the others and the draft set theirs.
    const home = (flow: 'booking' | 'gifting' | 'activity', title: string | null, blocks: object[]) => ({
      announcementBanner: true,
      flowTabs: flow !== 'activity',
      searchJumbotron: title === null ? null : { title, subtitle: JUMBOTRON_SUB[flow][l] },
      footer,
      blocks,
    });
    const bookingBlocks = [usp('primary', USP_PRIMARY[l], ICONS), categories, { type: 'topSearchResults', title: TEXTS.top[l], search: '', count: 6 }, stayGiftBanner, marketing, { type: 'topSearchResults', title: TEXTS.wellnessTop[l], search: 'theme=26', count: 3 }];
    await push('home', 'booking', 'published', JUMBOTRON.booking[l], seoHome('booking'), home('booking', null, bookingBlocks));
    await push('home', 'booking', 'draft', DRAFT_TITLE[l], seoHome('booking'), home('booking', DRAFT_TITLE[l], bookingBlocks));
    await push('home', 'gifting', 'published', JUMBOTRON.gifting[l], seoHome('gifting'), home('gifting', JUMBOTRON.gifting[l], [boxes, usp('secondary', USP_GIFT[l], GIFT_ICONS), { type: 'topSearchResults', title: TEXTS.topGift[l], search: '', count: 6 }, giftCardBanner, marketing]));
    await push('home', 'activity', 'published', JUMBOTRON.activity[l], seoHome('activity'), home('activity', JUMBOTRON.activity[l], [{ type: 'topSearchResults', title: TEXTS.topActivity[l], search: '', count: 6 }, usp('secondary', USP_PRIMARY[l], ICONS), categories]));

    const ends = `${addDays(today, 10)}T22:59:59.000Z`;
    await push('landing', LANDING_SLUG, 'published', LANDING.title[l], [`${LANDING.seo[l]} | Escapade`, LANDING.seoDescription[l], 'banner-wellness-3-0'], {
      announcement: { content: para(LANDING.announcementText[l], LANDING.announcement[l]), colorVariation: COLOURS[li % COLOURS.length], url: 'sort=promo' },
      footer,
      blocks: [
        { type: 'topBar', text: LANDING.topBar[l], links: [link(LANDING.topBarLink[l], '/info/how-it-works')] },
        { type: 'promoJumbotron', title: LANDING.promo[l], subtitle: LANDING.promoSub[l], image: { key: 'banner-wellness-4-0', alt: '' }, cta: link(LANDING.promoCta[l], 'sort=promo'), code: LANDING.code[l], startsAt: `${addDays(today, -1)}T00:00:00.000Z`, endsAt: ends },
        usp('secondary', USP_PRIMARY[l], ICONS),
        { type: 'promoCards', title: LANDING.cards[l], items: PROMO_CARDS.map(([title, text, badge, theme, code], i) => ({ title: title[l], text: text[l], badge, url: `theme=${theme}`, image: { key: `banner-${code}-${i + 5}-0`, alt: '' } })) },
        { ...boxes, title: TEXTS.boxes[l] },
        stayGiftBanner,
        { type: 'topSearchResults', title: TEXTS.top[l], search: '', count: 6 },
      ],
    });
    for (const page of STATIC_PAGES) {
      await push('static', page.id, 'published', page.title[l], [`${page.title[l]} | Escapade`, page.paragraphs[0][l].slice(0, 155), null], {
        footer,
        blocks: page.paragraphs.map((p) => ({ type: 'richText', content: para(p[l]) })),
      });
    }
    await push('ideas', 'weekend-ideas', 'published', IDEAS_TITLE[l], [`${IDEAS_TITLE[l]} | Escapade`, IDEAS_INTRO[l], 'forest-unusual-3-0'], {
      intro: IDEAS_INTRO[l],
      sections: IDEAS_SECTIONS.map(([title, cards]) => ({
        title: title[l],
        cards: cards.map(([cardTitle, url, key], i) => ({ title: cardTitle[l], text: IDEA_TEXT[l], url, image: { key: `${key}-${i + 11}-0`, alt: '' } })),
      })),
      regions: REGIONS[locale].map(([label]) => ({ label, url: `q=${encodeURIComponent(label)}` })),
    });
  }
}
