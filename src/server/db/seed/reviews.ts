import type { BatchWriter } from '../batch-insert';
import type { ReviewLocale } from '../database';
import { addDays } from '../../../lib/days';
import type { Hotel } from './hotels';
import { customerName } from './names';
import type { Rng } from './prng';
import type { Language } from './text';

const GOOD: Record<Language, string[]> = {
  fr: ['Accueil chaleureux, le personnel est aux petits soins.', 'Chambre spacieuse et d’une propreté irréprochable.', 'Le dîner était délicieux, avec des produits locaux.', 'Le spa est magnifique, un vrai moment de détente.', 'Literie très confortable, nous avons très bien dormi.', 'Emplacement idéal pour visiter la région.', 'Petit-déjeuner copieux et varié.', 'Très bon rapport qualité-prix pour ce séjour.', 'Cadre superbe et très calme.'],
  es: ['Trato muy cercano, el personal fue encantador.', 'Habitación amplia y muy limpia.', 'La cena estaba buenísima, con producto local.', 'El spa es precioso, muy relajante.', 'Cama muy cómoda, descansamos genial.', 'Ubicación perfecta para recorrer la zona.', 'Desayuno abundante y variado.', 'Muy buena relación calidad-precio.', 'Entorno precioso y muy tranquilo.'],
  it: ['Accoglienza calorosa, personale gentilissimo.', 'Camera spaziosa e pulitissima.', 'La cena era squisita, con prodotti del territorio.', 'La spa è bellissima, molto rilassante.', 'Letto comodissimo, abbiamo dormito benissimo.', 'Posizione perfetta per visitare la zona.', 'Colazione abbondante e varia.', 'Ottimo rapporto qualità-prezzo.', 'Posto incantevole e molto tranquillo.'],
  nl: ['Hartelijk ontvangen, het personeel is erg behulpzaam.', 'Ruime en zeer schone kamer.', 'Het diner was heerlijk, met lokale producten.', 'De wellness is prachtig, echt ontspannend.', 'Heerlijk bed, we hebben goed geslapen.', 'Ideale ligging om de omgeving te verkennen.', 'Uitgebreid en gevarieerd ontbijt.', 'Prima prijs-kwaliteitverhouding.', 'Prachtige, rustige omgeving.'],
};

const BAD: Record<Language, string[]> = {
  fr: ['Rien à redire !', 'Le parking est un peu éloigné.', 'Insonorisation des chambres à revoir.', 'Le spa était un peu petit pour le nombre de clients.', 'Service du dîner un peu lent.', 'La décoration mériterait un rafraîchissement.', 'Wi-Fi capricieux dans la chambre.'],
  es: ['¡Nada que objetar!', 'El aparcamiento queda un poco lejos.', 'Se oye bastante ruido entre habitaciones.', 'El spa se queda pequeño cuando hay mucha gente.', 'El servicio de la cena fue algo lento.', 'La decoración necesita una renovación.', 'El wifi de la habitación fallaba.'],
  it: ['Niente da segnalare!', 'Il parcheggio è un po’ distante.', 'Insonorizzazione delle camere da migliorare.', 'La spa è un po’ piccola quando c’è gente.', 'Servizio della cena un po’ lento.', 'L’arredamento andrebbe rinnovato.', 'Wi-Fi instabile in camera.'],
  nl: ['Niets op aan te merken!', 'De parkeerplaats ligt wat verder weg.', 'De kamers zijn wat gehorig.', 'De wellness is wat klein als het druk is.', 'De bediening bij het diner was wat traag.', 'De inrichting mag wel een opfrisbeurt.', 'De wifi op de kamer werkte niet altijd.'],
};

const LOCALE_MIX: Record<string, [ReviewLocale, number][]> = {
  FR: [['fr_FR', 75], ['nl_NL', 12], ['es_ES', 5], ['it_IT', 8]],
  ES: [['es_ES', 70], ['fr_FR', 15], ['nl_NL', 8], ['it_IT', 7]],
  IT: [['it_IT', 70], ['fr_FR', 15], ['es_ES', 8], ['nl_NL', 7]],
  BE: [['fr_FR', 45], ['nl_NL', 50], ['es_ES', 2], ['it_IT', 3]],
  NL: [['nl_NL', 85], ['fr_FR', 8], ['es_ES', 3], ['it_IT', 4]],
};

const TRAVELLERS = ['couple', 'couple', 'couple', 'family', 'friends', 'solo', 'business'] as const;
const score = (r: Rng, mean: number) => Math.round(r.around(mean, 1.2, 2, 10) * 10) / 10;

/** One hotel's reviews in the reviewers' languages (ids hotel × 1000 + n); returns their count and average. */
export async function seedHotelReviews(writer: BatchWriter, r: Rng, hotel: Hotel, maxPerHotel: number, today: string): Promise<{ count: number; average: number | null }> {
  // About one hotel in twelve is new on the site and has no review yet.
  const count = r.chance(0.08) ? 0 : Math.round(maxPerHotel * Math.min(1, r.float(0.1, 0.6) + hotel.draw * 0.4));
  let sum = 0;
  const mix = LOCALE_MIX[hotel.country];
  for (let i = 0; i < count; i++) {
    const locale = mix[r.weightedIndex(mix.map(([, w]) => w))][0];
    const lang = locale.slice(0, 2) as Language;
    const criteria = { welcoming: score(r, hotel.quality + 0.3), comfort: score(r, hotel.quality), cleanliness: score(r, hotel.quality + 0.2), food: score(r, hotel.quality - 0.1), localization: score(r, hotel.quality + 0.4), price_quality_ratio: score(r, hotel.quality - 0.3) };
    const average = Math.round((Object.values(criteria).reduce((s, v) => s + v, 0) / 6) * 10) / 10;
    sum += average;
    const good = r.sample(GOOD[lang], average >= 8 ? 3 : average >= 6 ? 2 : 1).join(' ');
    const bad = average >= 9 ? BAD[lang][0] : r.sample(BAD[lang].slice(1), average >= 7 ? 1 : 2).join(' ');
    await writer.push('review', {
      id: hotel.id * 1000 + i, hotel_id: hotel.id, offer_id: null, locale, customer: customerName(r, lang), traveller_type: r.pick(TRAVELLERS), date: addDays(today, -r.int(1, 730)),
      average, ...criteria, positive: good, negative: bad,
    });
  }
  return { count, average: count ? Math.round((sum / count) * 10) / 10 : null };
}
