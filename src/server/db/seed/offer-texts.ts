import type { CatalogLocale, ItemCategory } from '../database';
import { nameIn } from './geography';
import type { Hotel } from './hotels';
import { capitalize, fold, languageOfLocale, type Language } from './text';
import { repeatsAWordOf } from './title-words';
import type { ActivityTerm } from './vocabularies';

const THEME_TITLE: Record<string, Record<Language, string>> = {
  wellness: { fr: 'Séjour bien-être', es: 'Escapada de bienestar', nl: 'Wellnessweekend', it: 'Soggiorno benessere' },
  romantic: { fr: 'Week-end romantique', es: 'Escapada romántica', nl: 'Romantisch weekendje', it: 'Weekend romantico' },
  gastronomy: { fr: 'Escapade gourmande', es: 'Escapada gastronómica', nl: 'Culinair weekendje', it: 'Soggiorno gourmet' },
  family: { fr: 'Séjour en famille', es: 'Escapada en familia', nl: 'Weekendje weg met het gezin', it: 'Soggiorno in famiglia' },
  wine: { fr: 'Week-end œnologique', es: 'Escapada enoturística', nl: 'Wijnweekend', it: 'Weekend tra i vini' },
  ski: { fr: 'Séjour au ski', es: 'Escapada de esquí', nl: 'Skiweekend', it: 'Weekend sulla neve' },
  seaside: { fr: 'Week-end en bord de mer', es: 'Escapada a la playa', nl: 'Weekendje aan zee', it: 'Weekend al mare' },
  mountain: { fr: 'Escapade à la montagne', es: 'Escapada a la montaña', nl: 'Weekendje in de bergen', it: 'Fuga in montagna' },
  culture: { fr: 'Week-end culturel', es: 'Escapada cultural', nl: 'Cultureel weekendje', it: 'Weekend culturale' },
  city_break: { fr: 'City break', es: 'Escapada urbana', nl: 'Stedentrip', it: 'City break' },
  nature: { fr: 'Parenthèse nature', es: 'Escapada rural', nl: 'Natuurweekend', it: 'Pausa nella natura' },
  unusual: { fr: 'Nuit insolite', es: 'Noche singular', nl: 'Bijzondere overnachting', it: 'Notte insolita' },
  castles: { fr: 'Week-end de château', es: 'Escapada de castillo', nl: 'Kasteelweekend', it: 'Weekend in castello' },
  golf: { fr: 'Séjour golf', es: 'Escapada de golf', nl: 'Golfweekend', it: 'Soggiorno golf' },
  cycling: { fr: 'Escapade à vélo', es: 'Escapada en bici', nl: 'Fietsweekend', it: 'Weekend in bici' },
  horse_riding: { fr: 'Week-end équestre', es: 'Escapada a caballo', nl: 'Paardrijweekend', it: 'Weekend a cavallo' },
  theme_parks: { fr: 'Séjour fun en famille', es: 'Escapada de diversión en familia', nl: 'Pretparkweekend', it: 'Weekend di divertimento in famiglia' },
  cooking: { fr: 'Week-end gourmand et cours de cuisine', es: 'Escapada con clase de cocina', nl: 'Weekend met kookworkshop', it: 'Weekend con corso di cucina' },
  luxury: { fr: "Séjour d'exception", es: 'Escapada de lujo', nl: 'Luxeweekend', it: 'Soggiorno di lusso' },
  adventure: { fr: 'Week-end sportif', es: 'Escapada de aventura', nl: 'Avontuurlijk weekend', it: 'Weekend avventura' },
  pets: { fr: 'Escapade avec votre animal', es: 'Escapada con tu mascota', nl: 'Weekendje weg met je huisdier', it: 'Fuga con il tuo animale' },
};

const WITH: Record<Language, string> = { fr: 'avec', es: 'con', nl: 'met', it: 'con' };
const AND: Record<Language, string> = { fr: 'et', es: 'y', nl: 'en', it: 'e' };
/** A gift voucher's title starts with this, then the stay's ("Bon cadeau – Séjour bien-être…": no "Séjour" twice). */
const GIFT: Record<Language, string> = { fr: 'Bon cadeau', es: 'Bono regalo', nl: 'Cadeaubon', it: 'Buono regalo' };
const STAY: Record<Language, string> = { fr: 'Séjour', es: 'Escapada', nl: 'Weekendje weg', it: 'Soggiorno' };

function placePhrase(lang: Language, city: string, inTown: boolean): string {
  const vowel = /^[AEIOUYÂÉÈÎÔH]/i.test(city);
  switch (lang) {
    case 'fr':
      return inTown ? `à ${city}` : vowel ? `près d'${city}` : `près de ${city}`;
    case 'es':
      return inTown ? `en ${city}` : `cerca de ${city}`;
    case 'it':
      return inTown ? `a ${city}` : `vicino a ${city}`;
    default:
      return inTown ? `in ${city}` : `bij ${city}`;
  }
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/**
 * The nights a stay can be booked for, with breakfast: "2 nuits avec petit-déjeuner" when only one count is sold,
 * else "1 à 4 nuits avec petit-déjeuner", so the description never contradicts the nights the product page prices.
 */
export function nightsWithBreakfast(lang: Language, min: number, max: number): string {
  const range = min === max ? `${min}` : { fr: `${min} à ${max}`, es: `de ${min} a ${max}`, it: `da ${min} a ${max}`, nl: `${min} tot ${max}` }[lang];
  switch (lang) {
    case 'fr':
      return `${range} nuit${max > 1 ? 's' : ''} avec petit-déjeuner`;
    case 'es':
      return `${range} noche${max > 1 ? 's' : ''} con desayuno`;
    case 'it':
      return `${range} nott${max > 1 ? 'i' : 'e'} con colazione`;
    default:
      return `${range} nacht${max > 1 ? 'en' : ''} met ontbijt`;
  }
}

const ACTIVITY_FOR: Record<Language, string> = { fr: 'pour 1 ou 2 personnes', es: 'para 1 o 2 personas', nl: 'voor 1 of 2 personen', it: 'per 1 o 2 persone' };

const DESCRIPTION: Record<Language, (hotel: string, items: string, place: string) => string> = {
  fr: (hotel, items, place) => `Offrez-vous une pause ${place} : le ${hotel} vous accueille avec ${items}. Un programme pensé pour profiter pleinement de votre séjour, sans rien organiser.`,
  es: (hotel, items, place) => `Regálate una pausa ${place}: el ${hotel} te recibe con ${items}. Un plan pensado para que disfrutes al máximo de tu escapada sin preocuparte de nada.`,
  it: (hotel, items, place) => `Concediti una pausa ${place}: l'${hotel} ti accoglie con ${items}. Un programma pensato per goderti il soggiorno senza dover organizzare nulla.`,
  nl: (hotel, items, place) => `Gun jezelf een pauze ${place}: ${hotel} verwelkomt je met ${items}. Een programma om zorgeloos van je verblijf te genieten.`,
};

const ACTIVITY_DESCRIPTION: Record<Language, (activity: string, hotel: string, place: string) => string> = {
  fr: (a, hotel, place) => `${a} ${place}, proposé par ${hotel}. Choisissez votre date au moment de réserver avec le code de votre bon, seul ou à deux : tout est prévu sur place.`,
  es: (a, hotel, place) => `${a} ${place}, de la mano de ${hotel}. Elige tu fecha al reservar con el código de tu bono, solo o en pareja: todo está previsto en el lugar.`,
  it: (a, hotel, place) => `${a} ${place}, proposto da ${hotel}. Scegli la data al momento della prenotazione con il codice del buono, da solo o in due: sul posto è tutto pronto.`,
  nl: (a, hotel, place) => `${a} ${place}, aangeboden door ${hotel}. Kies je datum bij het reserveren met de code van je bon, alleen of met twee: ter plaatse is alles geregeld.`,
};

/** The catalog's own cancellation wording: what the product page says (modifiable, partly refundable), never "free". */
const CANCELLATION: Record<Language, [(days: number) => string, string]> = {
  fr: [(d) => `Modifiable ou partiellement remboursable jusqu'à ${d} jours avant l'arrivée`, 'Non échangeable et non remboursable'],
  es: [(d) => `Modificable o parcialmente reembolsable hasta ${d} días antes de la llegada`, 'No cambiable y no reembolsable'],
  it: [(d) => `Modificabile o parzialmente rimborsabile fino a ${d} giorni prima dell'arrivo`, 'Non modificabile e non rimborsabile'],
  nl: [(d) => `Te wijzigen of deels terugbetaalbaar tot ${d} dagen voor aankomst`, 'Niet omruilbaar en niet terugbetaalbaar'],
};

function list(lang: Language, items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${AND[lang]} ${items[items.length - 1]}`;
}

/**
 * A stay's title: its theme, up to two highlights, its place; a gift voucher's starts with "Bon cadeau –". A highlight
 * that would say a word the title already says is left out ("Escapada con clase de cocina" keeps no "con clase de
 * cocina"), and a theme that already says "with" takes its highlights after a comma: no word twice (title-words.ts).
 */
function stayTitle(lang: Language, themeTitle: string, items: string[], place: string, gift: boolean): string {
  // A place that says the theme's word ("Week-end en bord de mer … à Benerville-sur-Mer") takes the plain stay word.
  const theme = repeatsAWordOf(`${gift ? GIFT[lang] : ''} ${place}`, themeTitle, lang) ? STAY[lang] : themeTitle;
  let said = `${gift ? GIFT[lang] : ''} ${theme} ${place}`;
  const kept: string[] = [];
  for (const item of items) {
    if (kept.length === 2 || repeatsAWordOf(said, item, lang)) continue;
    kept.push(item);
    said += ` ${item}`;
  }
  const withWord = fold(theme).split(' ').includes(WITH[lang]);
  const highlights = kept.length ? `${withWord ? ',' : ` ${WITH[lang]}`} ${list(lang, kept)}` : '';
  const stay = `${theme}${highlights} ${place}`;
  return gift ? `${GIFT[lang]} – ${stay}` : stay;
}

export type OfferTextInput = { category: ItemCategory; theme: string; nights: number; minNights: number; maxNights: number; hotel: Hotel; highlights: ActivityTerm[]; cancellable: boolean; cancellationDays: number };

/** Label, selling points, description and cancellation text of an offer in one catalog's language. */
export function offerTexts(input: OfferTextInput, locale: CatalogLocale) {
  const lang = languageOfLocale(locale);
  const city = nameIn(input.hotel.city.names, locale);
  const place = placePhrase(lang, city, input.hotel.inTown);
  const items = input.highlights.map((a) => lower(a.label[lang]));
  let label: string;
  // A place whose name says the activity's word again ("Via ferrata à Font-Romeu-Odeillo-Via") is left out: the card shows it.
  if (input.category === 'activity') label = repeatsAWordOf(place, input.highlights[0].label[lang], lang) ? input.highlights[0].label[lang] : `${input.highlights[0].label[lang]} ${place}`;
  else label = stayTitle(lang, THEME_TITLE[input.theme][lang], items, place, input.category === 'single_voucher');
  // A stay's nights and board head its headwords when shown, for the nights priced (stay-headwords.ts): stored are
  // only the program's highlights.
  const headwords =
    input.category === 'activity'
      ? [input.highlights[0].label[lang], ACTIVITY_FOR[lang], input.hotel.name]
      : input.highlights.slice(0, 3).map((a) => a.label[lang]);
  const [cancellable, notCancellable] = CANCELLATION[lang];
  return {
    label: capitalize(label),
    headwords: JSON.stringify(headwords),
    description: input.category === 'activity'
      ? ACTIVITY_DESCRIPTION[lang](input.highlights[0].label[lang], input.hotel.name, place)
      : DESCRIPTION[lang](input.hotel.name, list(lang, [lower(nightsWithBreakfast(lang, input.minNights, input.maxNights)), ...items]), place),
    cancellation_message: input.cancellable ? cancellable(input.cancellationDays) : notCancellable,
  };
}
