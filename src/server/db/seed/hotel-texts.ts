import type { CatalogLocale } from '../database';
import { nameIn } from './geography';
import type { Hotel, LocalTax } from './hotels';
import type { Rng } from './prng';
import { languageOfLocale, type Language } from './text';
import { formatMoney } from '@/lib/money';

const ENV_PHRASE: Record<Language, Record<string, string[]>> = {
  fr: {
    SEA: ['à quelques pas de la plage', 'face à la mer', 'les pieds dans le sable'], MOUNTAIN: ['au cœur des montagnes', 'au pied des pistes', 'avec vue sur les sommets'],
    COUNTRYSIDE: ['en pleine campagne', 'au milieu des champs', 'dans un écrin de verdure'], CITY: ['en plein centre-ville', 'à deux pas des monuments', 'au cœur de la ville'],
    LAKE: ['au bord du lac', 'avec vue sur le lac'], VINEYARD: ['au milieu des vignes', 'sur un domaine viticole'], FOREST: ['à l’orée de la forêt', 'au calme des bois'], VILLAGE: ['au cœur du village', 'dans un village de caractère'],
  },
  es: {
    SEA: ['a pocos pasos de la playa', 'frente al mar', 'con vistas al Mediterráneo'], MOUNTAIN: ['en plena montaña', 'a pie de pistas', 'con vistas a las cumbres'],
    COUNTRYSIDE: ['en pleno campo', 'rodeado de naturaleza', 'entre olivos'], CITY: ['en pleno centro', 'a un paso de los monumentos', 'en el corazón de la ciudad'],
    LAKE: ['a orillas del lago', 'con vistas al lago'], VINEYARD: ['entre viñedos', 'en una finca vinícola'], FOREST: ['junto al bosque', 'en la tranquilidad del bosque'], VILLAGE: ['en el corazón del pueblo', 'en un pueblo con encanto'],
  },
  it: {
    SEA: ['a pochi passi dalla spiaggia', 'fronte mare', 'con vista sul mare'], MOUNTAIN: ['nel cuore delle montagne', 'ai piedi delle piste', 'con vista sulle vette'],
    COUNTRYSIDE: ['immerso nella campagna', 'tra le colline', 'circondato dal verde'], CITY: ['in pieno centro', 'a due passi dai monumenti', 'nel cuore della città'],
    LAKE: ['sulle rive del lago', 'con vista lago'], VINEYARD: ['tra i vigneti', 'in una tenuta vinicola'], FOREST: ['ai margini del bosco', 'nella quiete del bosco'], VILLAGE: ['nel cuore del borgo', 'in un borgo caratteristico'],
  },
  nl: {
    SEA: ['op een steenworp van het strand', 'aan zee', 'met uitzicht op zee'], MOUNTAIN: ['midden in de bergen', 'aan de voet van de pistes', 'met uitzicht op de toppen'],
    COUNTRYSIDE: ['midden op het platteland', 'tussen de weilanden', 'in het groen'], CITY: ['midden in het centrum', 'vlak bij de bezienswaardigheden', 'in het hart van de stad'],
    LAKE: ['aan het meer', 'met uitzicht op het meer'], VINEYARD: ['tussen de wijngaarden', 'op een wijndomein'], FOREST: ['aan de rand van het bos', 'in de rust van de bossen'], VILLAGE: ['in het hart van het dorp', 'in een karaktervol dorp'],
  },
};

const INTRO: Record<Language, (name: string, stars: number, place: string, city: string) => string> = {
  fr: (name, stars, place, city) => `Le ${name} est un établissement ${stars} étoiles situé ${place}, à ${city}.`,
  es: (name, stars, place, city) => `El ${name} es un establecimiento de ${stars} estrellas situado ${place}, en ${city}.`,
  it: (name, stars, place, city) => `L'${name} è una struttura a ${stars} stelle situata ${place}, a ${city}.`,
  nl: (name, stars, place, city) => `${name} is een ${stars}-sterrenaccommodatie ${place}, in ${city}.`,
};

const CLOSING: Record<Language, string[]> = {
  fr: ['Chambres confortables, accueil chaleureux et cuisine de saison vous attendent.', 'Un lieu idéal pour déconnecter le temps d’un week-end.', 'Le personnel se fera un plaisir de vous conseiller sur les visites des environs.'],
  es: ['Habitaciones cómodas, un trato cercano y cocina de temporada te esperan.', 'Un lugar ideal para desconectar durante una escapada.', 'El equipo estará encantado de recomendarte qué visitar por la zona.'],
  it: ['Camere confortevoli, accoglienza calorosa e cucina di stagione ti aspettano.', 'Il posto ideale per staccare la spina per un weekend.', 'Lo staff sarà felice di consigliarti cosa visitare nei dintorni.'],
  nl: ['Comfortabele kamers, een warm welkom en seizoensgebonden keuken wachten op je.', 'De ideale plek om een weekendje tot rust te komen.', 'Het personeel geeft je graag tips voor uitstapjes in de buurt.'],
};

const INFOS: Record<Language, { checkin: (t: string) => string; pets: [string, string]; tax: (amount: string) => string; percent: (p: number) => string; noTax: string; parking: string }> = {
  fr: { checkin: (t) => `Arrivée à partir de ${t}.`, pets: ['Animaux acceptés sur demande.', 'Les animaux ne sont pas acceptés.'], tax: (a) => `Taxe de séjour de ${a} par personne et par nuit, à régler sur place.`, percent: (p) => `Taxe de séjour de ${p} % du montant, à régler sur place.`, noTax: 'Pas de taxe de séjour.', parking: 'Parking sur place, selon disponibilité.' },
  es: { checkin: (t) => `Entrada a partir de las ${t}.`, pets: ['Se admiten mascotas bajo petición.', 'No se admiten mascotas.'], tax: (a) => `Tasa turística de ${a} por persona y noche, a pagar en el hotel.`, percent: (p) => `Tasa turística del ${p} % del importe, a pagar en el hotel.`, noTax: 'Sin tasa turística.', parking: 'Aparcamiento en el establecimiento, según disponibilidad.' },
  it: { checkin: (t) => `Check-in dalle ${t}.`, pets: ['Animali ammessi su richiesta.', 'Animali non ammessi.'], tax: (a) => `Tassa di soggiorno di ${a} a persona per notte, da pagare in loco.`, percent: (p) => `Tassa di soggiorno del ${p}% dell'importo, da pagare in loco.`, noTax: 'Nessuna tassa di soggiorno.', parking: 'Parcheggio in loco, secondo disponibilità.' },
  nl: { checkin: (t) => `Inchecken vanaf ${t}.`, pets: ['Huisdieren op aanvraag toegestaan.', 'Huisdieren zijn niet toegestaan.'], tax: (a) => `Toeristenbelasting van ${a} per persoon per nacht, ter plaatse te betalen.`, percent: (p) => `Toeristenbelasting van ${p}% van het bedrag, ter plaatse te betalen.`, noTax: 'Geen toeristenbelasting.', parking: 'Parkeren bij het hotel, afhankelijk van beschikbaarheid.' },
};

const GETTING_THERE: Record<Language, (city: string, km: number) => string> = {
  fr: (city, km) => `À ${km} km du centre de ${city}. Gare la plus proche accessible en taxi ou en bus.`,
  es: (city, km) => `A ${km} km del centro de ${city}. Estación más cercana accesible en taxi o autobús.`,
  it: (city, km) => `A ${km} km dal centro di ${city}. Stazione più vicina raggiungibile in taxi o autobus.`,
  nl: (city, km) => `Op ${km} km van het centrum van ${city}. Het dichtstbijzijnde station is bereikbaar met taxi of bus.`,
};


/** The hotel's description, important information and directions in one catalog's language. */
export function hotelTexts(r: Rng, hotel: Hotel, locale: CatalogLocale, tax: LocalTax) {
  const lang = languageOfLocale(locale);
  const city = nameIn(hotel.city.names, locale);
  const place = r.pick(ENV_PHRASE[lang][hotel.environments[0]]);
  const info = INFOS[lang];
  const infos = [
    info.checkin('15:00'),
    hotel.petsAllowed ? info.pets[0] : info.pets[1],
    tax.type === 'PER_PERSON_PER_NIGHT' ? info.tax(formatMoney(tax.amount ?? 0, locale, { decimals: 'always' })) : tax.type === 'BOOKING_PERCENTAGE' ? info.percent(tax.percentage ?? 0) : info.noTax,
    ...(hotel.facilities.has('parking') ? [info.parking] : []),
  ];
  return {
    description: `${INTRO[lang](hotel.name, hotel.stars, place, city)} ${r.pick(CLOSING[lang])}`,
    important_infos: JSON.stringify(infos),
    getting_there: GETTING_THERE[lang](city, hotel.inTown ? 1 : r.int(3, 9)),
  };
}
