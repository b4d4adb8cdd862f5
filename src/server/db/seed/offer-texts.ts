import type { CatalogLocale, ItemCategory } from '../database';
import { nameIn } from './geography';
import type { Hotel } from './hotels';
import { capitalize, languageOfLocale, type Language } from './text';
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
const GIFT: Record<Language, string> = { fr: 'Séjour cadeau', es: 'Escapada regalo', nl: 'Cadeauverblijf', it: 'Soggiorno regalo' };

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

function nightsWithBreakfast(lang: Language, nights: number): string {
  switch (lang) {
    case 'fr':
      return `${nights} nuit${nights > 1 ? 's' : ''} avec petit-déjeuner`;
    case 'es':
      return `${nights} noche${nights > 1 ? 's' : ''} con desayuno`;
    case 'it':
      return `${nights} nott${nights > 1 ? 'i' : 'e'} con colazione`;
    default:
      return `${nights} nacht${nights > 1 ? 'en' : ''} met ontbijt`;
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

const CANCELLATION: Record<Language, [(days: number) => string, string]> = {
  fr: [(d) => `Annulation gratuite jusqu'à ${d} jours avant l'arrivée`, 'Non annulable et non remboursable'],
  es: [(d) => `Cancelación gratuita hasta ${d} días antes de la llegada`, 'No cancelable y no reembolsable'],
  it: [(d) => `Cancellazione gratuita fino a ${d} giorni prima dell'arrivo`, 'Non cancellabile e non rimborsabile'],
  nl: [(d) => `Gratis annuleren tot ${d} dagen voor aankomst`, 'Niet annuleerbaar en niet terugbetaalbaar'],
};

function list(lang: Language, items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${AND[lang]} ${items[items.length - 1]}`;
}

export type OfferTextInput = { category: ItemCategory; theme: string; nights: number; hotel: Hotel; highlights: ActivityTerm[]; cancellable: boolean; cancellationDays: number };

/** Label, selling points, description and cancellation text of an offer in one catalog's language. */
export function offerTexts(input: OfferTextInput, locale: CatalogLocale) {
  const lang = languageOfLocale(locale);
  const city = nameIn(input.hotel.city.names, locale);
  const place = placePhrase(lang, city, input.hotel.inTown);
  const items = input.highlights.map((a) => lower(a.label[lang]));
  let label: string;
  if (input.category === 'activity') label = `${input.highlights[0].label[lang]} ${place}`;
  else {
    const stay = `${THEME_TITLE[input.theme][lang]}${items.length ? ` ${WITH[lang]} ${list(lang, items.slice(0, 2))}` : ''} ${place}`;
    label = input.category === 'single_voucher' ? `${GIFT[lang]} – ${stay}` : stay;
  }
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
      : DESCRIPTION[lang](input.hotel.name, list(lang, [lower(nightsWithBreakfast(lang, Math.max(1, input.nights))), ...items]), place),
    cancellation_message: input.cancellable ? cancellable(input.cancellationDays) : notCancellable,
  };
}
