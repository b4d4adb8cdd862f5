import type { CotPolicy } from '@/contracts/offers';
import type { BatchWriter } from '../batch-insert';
import { distanceKm, urbanRadiusKm, type City, type Geography } from './geography';
import { imageKeys } from '../image-keys';
import { hotelName, streetAddress, zipCode } from './names';
import { cumulative, type Rng } from './prng';
import { hotelTexts } from './hotel-texts';
import { seedHotelReviews } from './reviews';
import { showcaseCities } from './showcase-cities';
import { CATALOG_LOCALES, slugify, type Language } from './text';
import { ECO_FACILITIES, ENVIRONMENTS, FACILITIES, HOTEL_TYPES, ROOM_FEATURES, ROOM_TYPES, STYLES, byCode } from './vocabularies';

export type Hotel = {
  id: number;
  name: string;
  city: City;
  /** true when the hotel stands in its town (not in the countryside nearby) */
  inTown: boolean;
  language: Language;
  country: string;
  stars: number;
  lat: number;
  lng: number;
  environments: string[];
  types: string[];
  styles: string[];
  facilities: Set<string>;
  petsAllowed: boolean;
  skiResort: boolean;
  seaResort: boolean;
  nearThemePark: boolean;
  /** 0..1: how much the place draws visitors */
  draw: number;
  /** guests' average score the reviews will hover around */
  quality: number;
  /** nightly price for 2 with breakfast, in cents, low season weekday */
  basePrice: number;
  rooms: { id: number; type: string; capacity: number; maxCapacity: number }[];
  /** baby cot for a family's room */
  cotPolicy: CotPolicy;
  weeklyClosedDay: number | null;
  seasonalClosure: 'ski' | 'summer-only' | null;
  /** typical rooms on sale for the package */
  stock: number;
  channelManagerId: string | null;
};

const COUNTRY_SHARE: [string, number][] = [['FR', 0.36], ['ES', 0.24], ['IT', 0.22], ['NL', 0.1], ['BE', 0.08]];
const CHANNEL_MANAGERS = ['SITEMINDER', 'DEDGE', 'RESERVIT', 'CUBILIS', 'AVAILPRO'];

type Anchor = { lat: number; lng: number; country: string; weight: number; radiusKm: number; environment: string | null; ski: boolean; sea: boolean; draw: number };

function anchors(geo: Geography): Anchor[] {
  const list: Anchor[] = [];
  for (const c of geo.cities) {
    if (c.population < 2000) continue;
    list.push({ lat: c.lat, lng: c.lng, country: c.country, weight: Math.pow(c.population, 0.55), radiusKm: c.population > 200000 ? 4 : 3, environment: null, ski: false, sea: false, draw: Math.min(1, Math.log10(c.population) / 6.5) });
  }
  const cityWeight = list.reduce((s, a) => s + a.weight, 0);
  const areaWeight = cityWeight / 160;
  for (const p of geo.areas) {
    list.push({
      lat: p.area.lat, lng: p.area.lng, country: p.area.country, weight: (areaWeight * p.area.popularity) / 60, radiusKm: p.area.radiusKm,
      environment: p.area.environment, ski: p.kind === 'ski_resort', sea: p.kind === 'sea_resort', draw: p.area.popularity / 100,
    });
  }
  for (const poi of geo.pois) {
    list.push({ lat: poi.lat, lng: poi.lng, country: COUNTRY_OF_ID[poi.countryId], weight: (areaWeight * poi.popularity) / 120, radiusKm: 6, environment: null, ski: false, sea: false, draw: poi.popularity / 100 });
  }
  return list;
}

const COUNTRY_OF_ID: Record<number, string> = { 1: 'FR', 2: 'ES', 3: 'IT', 4: 'BE', 5: 'NL' };

function languageOf(city: City): Language {
  if (city.country === 'BE') return city.regionCode === 'BE.VLG' ? 'nl' : 'fr';
  return ({ FR: 'fr', ES: 'es', IT: 'it', NL: 'nl' } as Record<string, Language>)[city.country];
}

function pickEnvironment(rng: Rng, anchor: Anchor, city: City): string {
  if (anchor.environment) return anchor.environment;
  if ((city.elevation ?? 0) > 900) return 'MOUNTAIN';
  if (city.population > 150000) return 'CITY';
  if (city.population > 60000) return rng.chance(0.7) ? 'CITY' : 'VILLAGE';
  const options: [string, number][] = city.country === 'NL' || city.country === 'BE' ? [['COUNTRYSIDE', 4], ['VILLAGE', 4], ['FOREST', 3], ['LAKE', 1]] : [['COUNTRYSIDE', 5], ['VILLAGE', 4], ['FOREST', 1.5], ['VINEYARD', 1.5], ['LAKE', 0.7]];
  return options[rng.weightedIndex(options.map(([, w]) => w))][0];
}

const SECOND_ENVIRONMENT: Record<string, string[]> = {
  SEA: ['VILLAGE', 'CITY'], MOUNTAIN: ['VILLAGE', 'FOREST', 'LAKE'], COUNTRYSIDE: ['VINEYARD', 'FOREST', 'VILLAGE'], CITY: [], LAKE: ['MOUNTAIN', 'VILLAGE'],
  VINEYARD: ['COUNTRYSIDE', 'VILLAGE'], FOREST: ['COUNTRYSIDE', 'LAKE'], VILLAGE: ['COUNTRYSIDE', 'SEA'],
};

function pickFacilities(rng: Rng, stars: number, env: string, ski: boolean, types: string[]): Set<string> {
  const lux = (stars - 2) / 3;
  const p: Record<string, number> = {
    free_wifi: 0.96, parking: env === 'CITY' ? 0.45 : 0.85, restaurant: 0.45 + 0.45 * lux, bar: 0.4 + 0.5 * lux, spa: 0.2 + 0.55 * lux, outdoor_pool: env === 'SEA' || env === 'COUNTRYSIDE' || env === 'VINEYARD' ? 0.6 : 0.2,
    indoor_pool: 0.1 + 0.35 * lux, air_conditioning: env === 'MOUNTAIN' ? 0.2 : 0.75, fitness: 0.15 + 0.5 * lux, garden: env === 'CITY' ? 0.15 : 0.7, terrace: 0.7, sauna: 0.15 + 0.4 * lux,
    hammam: 0.1 + 0.35 * lux, jacuzzi: 0.1 + 0.35 * lux, kids_club: env === 'SEA' || env === 'MOUNTAIN' ? 0.25 : 0.06, tennis: env === 'CITY' ? 0.02 : 0.18, golf: 0.06 + 0.08 * lux,
    beach_access: env === 'SEA' ? 0.7 : 0, ski_in_out: ski ? 0.45 : 0, ev_charging: 0.3, room_service: 0.1 + 0.7 * lux, reception_24h: 0.25 + 0.6 * lux, elevator: env === 'CITY' ? 0.9 : 0.45,
    accessible: 0.55, bike_rental: env === 'CITY' ? 0.2 : 0.35, sea_view: env === 'SEA' ? 0.65 : 0, family_rooms: 0.4, airport_shuttle: env === 'CITY' ? 0.2 + 0.3 * lux : 0.03, non_smoking: 0.85,
  };
  if (types.includes('spa_hotel')) p.spa = 1;
  return new Set(FACILITIES.filter((f) => rng.chance(p[f.code] ?? 0)).map((f) => f.code));
}

function pickTypes(rng: Rng, stars: number, env: string): string[] {
  const options: [string, number][] = [
    ['chateau', stars >= 4 && env !== 'CITY' && env !== 'SEA' ? 1.2 : 0], ['guest_house', stars <= 3 && env !== 'CITY' ? 2 : 0.1], ['spa_hotel', stars >= 3 ? 1.2 : 0],
    ['boutique_hotel', env === 'CITY' ? 2 : 0.4], ['country_house', env === 'COUNTRYSIDE' || env === 'VINEYARD' ? 1.5 : 0], ['aparthotel', env === 'SEA' || env === 'MOUNTAIN' ? 0.8 : 0.1],
    ['unusual', env === 'FOREST' || env === 'COUNTRYSIDE' || env === 'LAKE' ? 0.8 : 0.05], ['resort', env === 'SEA' && stars >= 4 ? 0.8 : 0],
  ];
  const special = options[rng.weightedIndex(options.map(([, w]) => w))][0];
  const types = [special];
  if (!['guest_house', 'country_house', 'unusual', 'chateau'].includes(special) || rng.chance(0.2)) types.unshift('hotel');
  return types;
}

function pickStyles(rng: Rng, stars: number, types: string[], env: string): string[] {
  const options: [string, number][] = [
    ['charming', 3], ['design', env === 'CITY' ? 3 : 1], ['luxury', stars === 5 ? 6 : stars === 4 ? 1 : 0], ['family', env === 'SEA' || env === 'MOUNTAIN' ? 3 : 1.5], ['romantic', 2.5],
    ['historic', types.includes('chateau') ? 6 : 1], ['eco', 1.2], ['rustic', env === 'COUNTRYSIDE' || types.includes('guest_house') ? 3 : 0.5], ['trendy', env === 'CITY' ? 2.5 : 0.5],
  ];
  const count = rng.int(1, 3);
  const styles = new Set<string>();
  for (let i = 0; i < count; i++) styles.add(options[rng.weightedIndex(options.map(([, w]) => w))][0]);
  return [...styles];
}

const mask = (codes: Iterable<string>, list: { code: string }[]) => {
  let m = 0;
  for (const code of codes) m |= 1 << list.findIndex((x) => x.code === code);
  return m;
};

/** The first hotels go to the showcase cities (`perShowcaseCity` each), well inside their streets. */
function showcaseAnchors(geo: Geography, perShowcaseCity: number): Anchor[] {
  return showcaseCities(geo).flatMap((c) =>
    Array.from({ length: perShowcaseCity }, (): Anchor => ({
      lat: c.lat, lng: c.lng, country: c.country, weight: 1, radiusKm: urbanRadiusKm(c.population) * 0.8, environment: null, ski: false, sea: false,
      draw: Math.min(1, Math.log10(c.population) / 6.5),
    })),
  );
}

export async function seedHotels(writer: BatchWriter, rng: Rng, geo: Geography, count: number, today: string, maxReviews: number, perShowcaseCity: number): Promise<Hotel[]> {
  const all = anchors(geo);
  const showcase = showcaseAnchors(geo, perShowcaseCity);
  const byCountry = new Map(
    COUNTRY_SHARE.map(([code]) => {
      const list = all.filter((a) => a.country === code);
      return [code, { list, sums: cumulative(list.map((a) => a.weight)) }];
    }),
  );
  const hotels: Hotel[] = [];
  let roomId = 0;
  for (let id = 1; id <= count; id++) {
    const r = rng.fork(`hotel/${id}`);
    const drawn = COUNTRY_SHARE[r.weightedIndex(COUNTRY_SHARE.map(([, s]) => s))][0];
    const candidates = byCountry.get(drawn)!;
    const anchor = showcase[id - 1] ?? candidates.list[r.cumulativeIndex(candidates.sums)];
    const country = anchor.country;
    const angle = r.float(0, 2 * Math.PI);
    const distance = anchor.radiusKm * Math.sqrt(r.next());
    const lat = round6(anchor.lat + (distance / 111.2) * Math.sin(angle));
    const lng = round6(anchor.lng + (distance / (111.2 * Math.cos((anchor.lat * Math.PI) / 180))) * Math.cos(angle));
    const city = geo.cityAt(lat, lng, country);
    const inTown = distanceKm(lat, lng, city.lat, city.lng) < 2.5;
    const stars = [2, 3, 4, 5][r.weightedIndex([8, 45, 37, 10])];
    const env = pickEnvironment(r, anchor, city);
    const environments = [env];
    const second = SECOND_ENVIRONMENT[env];
    if (second.length && r.chance(0.4)) environments.push(r.pick(second));
    const types = pickTypes(r, stars, env);
    const facilities = pickFacilities(r, stars, env, anchor.ski, types);
    const styles = pickStyles(r, stars, types, env);
    const language = languageOf(city);
    const name = hotelName(r, language, city.names[language] ?? city.name);
    const big = city.population > 500000 || anchor.draw > 0.85;
    const basePrice = Math.round(({ 2: 6900, 3: 8400, 4: 11500, 5: 19500 } as Record<number, number>)[stars] * (big ? 1.3 : 1) * (country === 'NL' ? 1.12 : 1) * r.float(0.88, 1.15));
    const nearThemePark = geo.pois.some((p) => p.category === 'theme_park' && distanceKm(lat, lng, p.lat, p.lng) < 40);
    const hotel: Hotel = {
      id, name, city, inTown, language, country, stars, lat, lng, environments, types, styles, facilities,
      petsAllowed: r.chance(0.35), skiResort: anchor.ski, seaResort: anchor.sea, nearThemePark, draw: anchor.draw,
      quality: r.around(8.4, 1.1, 5.8, 9.8), basePrice, rooms: [], cotPolicy: 'on_request',
      weeklyClosedDay: types.includes('guest_house') && r.chance(0.3) ? 1 : null,
      seasonalClosure: anchor.ski && r.chance(0.85) ? 'ski' : env === 'SEA' && r.chance(0.35) ? 'summer-only' : null,
      stock: r.int(2, 12), channelManagerId: r.chance(0.7) ? `${r.pick(CHANNEL_MANAGERS)}-${r.int(10000, 99999)}` : null,
    };
    const ecoCount = r.chance(0.2) ? r.int(8, 12) : r.int(0, 5);
    const eco = r.sample(ECO_FACILITIES, ecoCount).map((e) => e.code);

    const roomTypes = ['double_classic'];
    if (stars >= 3 && r.chance(0.6)) roomTypes.push('double_superior');
    const family = familyRooms(rng.fork(`family/${id}`), facilities, styles, types);
    hotel.cotPolicy = cotPolicyOf(rng.fork(`cot/${id}`), stars, types, family.familyRoom);
    if (family.familyRoom) roomTypes.push('family');
    if (env === 'SEA' && facilities.has('sea_view')) roomTypes.push('sea_view');
    if (stars >= 4 && r.chance(0.5)) roomTypes.push(stars === 5 ? 'suite' : 'junior_suite');
    if (types.includes('unusual')) roomTypes.splice(0, roomTypes.length, 'cabin');
    if (r.chance(0.15)) roomTypes.push('twin');
    for (const type of roomTypes) {
      const capacity = 2;
      const maxCapacity = type === 'family' ? family.familyRoomCapacity : type === 'suite' ? 4 : type === 'junior_suite' ? 3 : type === 'twin' ? 2 : r.chance(0.3) ? 3 : 2;
      const room = { id: ++roomId, type, capacity, maxCapacity };
      hotel.rooms.push(room);
      await writer.push('room', {
        id: room.id, hotel_id: id, uuid: uuidFrom(r), room_type_id: byCode(ROOM_TYPES, type).id, size_m2: r.int(16, 24) + (type === 'suite' ? 25 : type === 'family' ? 12 : type === 'junior_suite' ? 10 : 0),
        capacity, max_capacity: maxCapacity, bedding: maxCapacity > 2 ? 'double+sofa_bed' : type === 'twin' ? 'twin' : r.pick(['queen', 'king', 'double']), images: JSON.stringify(imageKeys('room', type, room.id, 2)),
        // Its own stream: the rest of the catalog keeps the values it had before rooms had features.
        features: JSON.stringify(roomFeatures(rng.fork(`room-features/${room.id}`), type, hotel).map((code) => byCode(ROOM_FEATURES, code).id)),
      });
    }

    const areaOf = (kind: string) => {
      let best: number | null = null;
      let bestDistance = Infinity;
      for (const p of geo.areas) {
        if (p.kind !== kind) continue;
        const d = distanceKm(lat, lng, p.area.lat, p.area.lng);
        if (d <= p.area.radiusKm && d < bestDistance) [best, bestDistance] = [p.id, d];
      }
      return best;
    };
    const localTax = localTaxOf(r, country, city);
    const reviews = await seedHotelReviews(writer, rng.fork(`reviews/${id}`), hotel, maxReviews, today);
    await writer.push('hotel', {
      id, name, slug: slugify(name), stars, address: streetAddress(r, language), zip_code: zipCode(r, country, city.departmentCode), city_id: city.id, department_id: city.departmentId,
      region_id: city.regionId, country_id: city.countryId, touristic_region_id: areaOf('touristic_region'), ski_resort_id: areaOf('ski_resort'), sea_resort_id: areaOf('sea_resort'), lat, lng, review_count: reviews.count, review_average: reviews.average,
      popularity: Math.round(anchor.draw * 60 + r.int(0, 40)), active: 1, pets_allowed: hotel.petsAllowed ? 1 : 0,
      cot_policy: hotel.cotPolicy, pets_price: hotel.petsAllowed ? r.pick([0, 1000, 1500, 2000]) : null, pets_max_weight: hotel.petsAllowed ? r.pick([10, 20, 30]) : null, pets_max_number: hotel.petsAllowed ? r.pick([1, 1, 2]) : 1,
      local_tax_type: localTax.type, local_tax_amount: localTax.amount, local_tax_percentage: localTax.percentage, local_tax_paid_at_hotel: 1,
      checkin_time: r.pick(['14:00', '15:00', '15:00', '16:00']), checkout_time: r.pick(['10:30', '11:00', '11:00', '12:00']), channel_manager_id: hotel.channelManagerId,
      facility_mask: mask(facilities, FACILITIES), eco_facility_mask: mask(eco, ECO_FACILITIES), eco_facility_count: eco.length, type_mask: mask(types, HOTEL_TYPES),
      environment_mask: mask(environments, ENVIRONMENTS), style_mask: mask(styles, STYLES),
      images: JSON.stringify(imageKeys(env.toLowerCase(), styles[0], id, 5)),
      highlighted_facilities: JSON.stringify(r.sample([...facilities].filter((f) => f !== 'free_wifi' && f !== 'non_smoking'), 4).map((f) => byCode(FACILITIES, f).id)),
      created_at: `${today}T00:00:00.000Z`,
      updated_at: `${today}T00:00:00.000Z`,
    });
    for (const f of facilities) await writer.push('hotel_facility', { hotel_id: id, value_id: byCode(FACILITIES, f).id });
    for (const e of eco) await writer.push('hotel_eco_facility', { hotel_id: id, value_id: byCode(ECO_FACILITIES, e).id });
    for (const t of types) await writer.push('hotel_type', { hotel_id: id, value_id: byCode(HOTEL_TYPES, t).id });
    for (const e of environments) await writer.push('hotel_environment', { hotel_id: id, value_id: byCode(ENVIRONMENTS, e).id });
    for (const s of styles) await writer.push('hotel_style', { hotel_id: id, value_id: byCode(STYLES, s).id });
    for (const locale of CATALOG_LOCALES) await writer.push('hotel_translation', { hotel_id: id, locale, ...hotelTexts(r.fork(locale), hotel, locale, localTax), updated_at: `${today}T00:00:00.000Z` });
    hotels.push(hotel);
  }
  return hotels;
}

/** At most this many own features per room: the card lists them before the hotel's room facilities. */
const MAX_ROOM_FEATURES = 4;

/**
 * A room's own features as such rooms go (roomier and grander rooms have more; views follow the hotel's setting), at
 * most MAX_ROOM_FEATURES, in the vocabulary's order. `f` is the room's own stream (never the hotel's).
 */
export function roomFeatures(f: Rng, type: string, hotel: Pick<Hotel, 'stars' | 'environments' | 'types' | 'facilities'>): string[] {
  const lux = (hotel.stars - 2) / 3;
  const roomy = ['suite', 'junior_suite', 'family'].includes(type);
  const suite = type === 'suite' || type === 'junior_suite';
  const cabin = type === 'cabin';
  const env = new Set(hotel.environments);
  const homely = hotel.types.some((t) => ['guest_house', 'country_house', 'chateau'].includes(t));
  const p: Record<string, number> = {
    balcony: cabin ? 0 : type === 'sea_view' ? 0.6 : 0.2 + 0.15 * lux,
    private_terrace: cabin ? 0.6 : suite ? 0.35 : env.has('COUNTRYSIDE') || env.has('VINEYARD') ? 0.12 : 0.04,
    bathtub: cabin ? 0 : suite ? 0.8 : 0.15 + 0.45 * lux,
    walk_in_shower: 0.3 + 0.2 * lux,
    private_jacuzzi: type === 'suite' ? 0.35 : type === 'junior_suite' || cabin ? 0.2 : 0.01,
    fireplace: cabin ? 0.3 : env.has('MOUNTAIN') ? 0.25 : homely ? 0.15 : 0.01,
    coffee_machine: 0.15 + 0.55 * lux,
    minibar: cabin || homely ? 0.05 : 0.1 + 0.7 * lux,
    desk: cabin ? 0 : env.has('CITY') ? 0.6 : 0.25,
    sitting_area: roomy ? 0.85 : 0.08,
    blackout_curtains: 0.25,
    soundproofing: env.has('CITY') ? 0.5 : 0.03,
    bathrobes: suite ? 0.9 : 0.05 + 0.6 * lux,
    garden_view: hotel.facilities.has('garden') ? 0.35 : 0,
    mountain_view: env.has('MOUNTAIN') ? 0.6 : 0,
    city_view: env.has('CITY') ? 0.3 : 0,
    lake_view: env.has('LAKE') ? 0.5 : 0,
  };
  const drawn = ROOM_FEATURES.filter((feature) => f.chance(p[feature.code] ?? 0)).map((feature) => feature.code);
  if (drawn.length <= MAX_ROOM_FEATURES) return drawn;
  const kept = new Set(f.sample(drawn, MAX_ROOM_FEATURES));
  return drawn.filter((code) => kept.has(code));
}

/**
 * Family rooms: every hotel with the family-rooms facility or a family style has one, and so do most aparthotels and
 * resorts and one other hotel in ten (cabins excepted). It sleeps 4 to 6 (apartments and resorts 5 or 6), so a
 * family of 2 adults and 3 children finds rooms too.
 */
function familyRooms(f: Rng, facilities: Set<string>, styles: string[], types: string[]): { familyRoom: boolean; familyRoomCapacity: number } {
  const apartments = types.includes('aparthotel') || types.includes('resort');
  const familyRoom = !types.includes('unusual') && (facilities.has('family_rooms') || styles.includes('family') || f.chance(apartments ? 0.8 : 0.1));
  const familyRoomCapacity = apartments ? f.pick([5, 6]) : [4, 5, 6][f.weightedIndex([45, 35, 20])];
  return { familyRoom, familyRoomCapacity };
}

/**
 * The hotel's baby cot, as such places go: tree houses and cabins have none; hotels with family rooms mostly set one
 * up free of charge; guest houses and small hotels lend one on request or have none; others on request.
 */
function cotPolicyOf(c: Rng, stars: number, types: string[], familyRoom: boolean): CotPolicy {
  if (types.includes('unusual')) return 'none';
  if (familyRoom) return c.chance(0.75) ? 'included' : 'on_request';
  if (types.includes('guest_house') || stars <= 2) return c.chance(0.6) ? 'on_request' : 'none';
  return c.chance(0.8) ? 'on_request' : 'included';
}

export type LocalTax = { type: 'PER_PERSON_PER_NIGHT' | 'BOOKING_PERCENTAGE' | null; amount: number | null; percentage: number | null };

/** Tourist taxes as the countries charge them: per person and night (FR, IT, parts of ES and BE), a percentage in NL. */
function localTaxOf(r: Rng, country: string, city: City): LocalTax {
  if (country === 'NL') return { type: 'BOOKING_PERCENTAGE', amount: null, percentage: r.pick([5, 6, 7, 7.5, 12.5]) };
  if (country === 'FR') return { type: 'PER_PERSON_PER_NIGHT', amount: r.pick([80, 110, 150, 200, 250, 330]), percentage: null };
  if (country === 'IT') return { type: 'PER_PERSON_PER_NIGHT', amount: r.pick([150, 200, 300, 400, 500]), percentage: null };
  // Catalonia and the Balearic Islands charge it, most of Spain does not.
  if (country === 'ES') return city.regionCode === 'ES.56' || city.regionCode === 'ES.07' ? { type: 'PER_PERSON_PER_NIGHT', amount: r.pick([100, 225, 350]), percentage: null } : { type: null, amount: null, percentage: null };
  return r.chance(0.6) ? { type: 'PER_PERSON_PER_NIGHT', amount: r.pick([200, 300, 500]), percentage: null } : { type: null, amount: null, percentage: null };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

function uuidFrom(r: Rng): string {
  const hex = () => r.int(0, 0xffff).toString(16).padStart(4, '0');
  return `${hex()}${hex()}-${hex()}-4${hex().slice(1)}-a${hex().slice(1)}-${hex()}${hex()}${hex()}`;
}
