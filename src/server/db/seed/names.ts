import type { Rng } from './prng';
import type { Language } from './text';

/** Hotel names as they read locally; `{city}` is the town the hotel stands in. */
const PATTERNS: Record<Language, string[]> = {
  fr: [
    'Hôtel Le Clos des {noun}', 'Domaine des {noun}', 'Hôtel Les Jardins de {city}', 'Château de {city}', 'Auberge du {place}', 'Le Mas des {noun}',
    'Hôtel du {place}', 'Manoir des {noun}', 'Hôtel & Spa Les {noun}', 'La Bastide des {noun}', 'Hôtel Le Relais de {city}', 'La Maison des {noun}',
    'Hostellerie du {place}', 'Hôtel Le Grand {place}', 'Les Terrasses de {city}', 'Hôtel Beau Rivage',
  ],
  es: [
    'Hotel Mirador del {place}', 'Hotel Casa {noun}', 'Hotel Spa {city}', 'Posada del {place}', 'Cortijo Los {noun}', 'Hotel Palacio de {city}',
    'Hotel Rural El {place}', 'Hotel Boutique {noun}', 'Masía Can {noun}', 'Hotel Jardines de {city}', 'Hotel Real de {city}', 'Hostal El {place}',
    'Hotel Balneario {city}', 'Hotel Villa {noun}',
  ],
  it: [
    'Albergo Villa delle {noun}', 'Hotel Bellavista', 'Relais {noun}', 'Agriturismo Il {place}', 'Locanda del {place}', 'Palazzo {noun}',
    'Hotel La {noun}', 'Grand Hotel {city}', 'Borgo {noun}', 'Hotel Villa {noun}', 'Residenza Le {noun}', 'Hotel Il {place}', 'Tenuta {noun}',
  ],
  nl: [
    'Hotel De {noun}', 'Landgoed {noun}', 'Hotel De Gouden {place}', 'Herberg De {place}', 'Kasteel {noun}', 'Boutique Hotel {city}',
    'Hotel De Zeeuwse Stromen', 'Hotel Het {place}', 'Wellnesshotel {noun}', 'Hotel De Oude {place}', 'Hotel {city} Centrum', 'Hof van {city}',
  ],
};

const NOUNS: Record<Language, string[]> = {
  fr: ['Vignes', 'Oliviers', 'Lavandes', 'Tilleuls', 'Chênes', 'Roses', 'Sources', 'Cigales', 'Pins', 'Glycines', 'Magnolias', 'Cèdres', 'Amandiers', 'Figuiers', 'Hirondelles'],
  es: ['Olivos', 'Almendros', 'Naranjos', 'Pinos', 'Rosales', 'Encinas', 'Azahar', 'Alba', 'Laurel', 'Cipreses', 'Jazmines', 'Granados'],
  it: ['Rose', 'Ulivi', 'Camelie', 'Ortensie', 'Vigne', 'Querce', 'Magnolie', 'Glicini', 'Limoni', 'Cipressi', 'Gelsomini', 'Fontane'],
  nl: ['Wilgenhoeve', 'Lindenhof', 'Eikenhorst', 'Zeerust', 'Duinhoeve', 'Rozenhof', 'Beukenhof', 'Heidehoeve', 'Watermolen', 'Zonnehoeve', 'Vijverhof', 'Molenhof'],
};

const PLACES: Record<Language, string[]> = {
  fr: ['Lac', 'Vieux Moulin', 'Parc', 'Port', 'Golf', 'Château', 'Val', 'Pont', 'Cloître', 'Prieuré', 'Vignoble', 'Belvédère'],
  es: ['Valle', 'Lago', 'Puerto', 'Molino', 'Castillo', 'Monte', 'Río', 'Mar', 'Olivar', 'Convento'],
  it: ['Lago', 'Borgo', 'Castello', 'Mulino', 'Porto', 'Poggio', 'Colle', 'Giardino', 'Chiostro', 'Vigneto'],
  nl: ['Leeuw', 'Molen', 'Zwaan', 'Hoeve', 'Poort', 'Haven', 'Duin', 'Brug', 'Kroon', 'Hert'],
};

export function hotelName(rng: Rng, language: Language, city: string): string {
  return rng
    .pick(PATTERNS[language])
    .replace('{city}', city)
    .replace('{noun}', rng.pick(NOUNS[language]))
    .replace('{place}', rng.pick(PLACES[language]));
}

const STREETS: Record<Language, string[]> = {
  fr: ['rue des Lilas', 'avenue de la Plage', 'chemin des Vignes', 'place de l’Église', 'route du Lac', 'rue du Château', 'boulevard de la Mer', 'allée des Tilleuls', 'rue Victor-Hugo', 'chemin du Moulin'],
  es: ['Calle Mayor', 'Avenida del Mar', 'Camino Real', 'Plaza de España', 'Calle del Sol', 'Paseo Marítimo', 'Calle de la Iglesia', 'Carretera del Puerto'],
  it: ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Piazza del Duomo', 'Via dei Mille', 'Lungomare Marconi', 'Via delle Vigne', 'Strada del Castello'],
  nl: ['Dorpsstraat', 'Kerkstraat', 'Stationsweg', 'Molenweg', 'Boulevard', 'Duinweg', 'Markt', 'Hoofdstraat', 'Zeeweg', 'Parklaan'],
};

/** A street address as written locally (number before the street in French, after elsewhere). */
export function streetAddress(rng: Rng, language: Language): string {
  const street = rng.pick(STREETS[language]);
  const number = rng.int(1, 140);
  if (language === 'fr') return `${number} ${street}`;
  if (language === 'nl') return `${street} ${number}`;
  return `${street}, ${number}`;
}

/** Postal codes in each country's format. */
export function zipCode(rng: Rng, country: string, departmentCode: string | null): string {
  switch (country) {
    case 'FR': {
      const dept = departmentCode?.split('.')[2] ?? '75';
      return /^\d{2}$/.test(dept) ? `${dept}${rng.int(0, 9)}${rng.int(0, 9)}0` : `${rng.int(10, 95)}${rng.int(100, 999)}`;
    }
    case 'NL':
      return `${rng.int(1000, 9999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;
    case 'BE':
      return String(rng.int(1000, 9999));
    default:
      return String(rng.int(1000, 52999)).padStart(5, '0');
  }
}

const FIRST_NAMES: Record<Language, string[]> = {
  fr: ['Camille', 'Julien', 'Sophie', 'Nicolas', 'Claire', 'Thomas', 'Élodie', 'Antoine', 'Marion', 'Laurent', 'Chloé', 'Mathieu', 'Isabelle', 'Hugo', 'Nathalie', 'Pierre'],
  es: ['Lucía', 'Javier', 'María', 'Carlos', 'Elena', 'Pablo', 'Marta', 'Sergio', 'Laura', 'Alejandro', 'Carmen', 'David', 'Nuria', 'Jordi'],
  it: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Valentina', 'Andrea', 'Elisa', 'Davide'],
  nl: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Emma', 'Ruben', 'Femke', 'Jeroen', 'Anouk', 'Thijs', 'Eline', 'Pieter', 'Fleur', 'Wouter'],
};

export function customerName(rng: Rng, language: Language): string {
  return `${rng.pick(FIRST_NAMES[language])} ${String.fromCharCode(65 + rng.int(0, 25))}.`;
}
