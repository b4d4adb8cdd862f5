import type { BatchWriter } from '../batch-insert';
import type { ItemCategory } from '../database';
import { imageKeys } from '../image-keys';
import { seedAvailability } from './availability';
import { seedPriceHistory } from './price-history';
import { holidayNights, seedWindow, type Window } from './calendar';
import { addDays } from '../../../lib/days';
import type { Hotel } from './hotels';
import { offerTexts } from './offer-texts';
import { cumulative, type Rng } from './prng';
import { CATALOG_LOCALES, slugify } from './text';
import { ACTIVITIES, ACTIVITY_GROUPS, MARKETING_LABELS, TAGS, TARGETED_LABELS, THEMES, activityByCode, byCode, type ActivityTerm } from './vocabularies';

export type Offer = { id: number; hotel: Hotel; category: ItemCategory; theme: string; nights: number; sellPrice: number; svPrice: number | null; published: boolean };

/** Which themes suit a hotel, with weights, and the program lines each theme adds to the room and breakfast. */
function themeCandidates(h: Hotel): [string, number][] {
  const env = h.environments;
  const has = (f: string) => h.facilities.has(f);
  return [
    ['wellness', has('spa') ? 6 : 0], ['romantic', 3], ['gastronomy', has('restaurant') ? 4 : 0.5], ['family', has('family_rooms') || h.styles.includes('family') ? 3 : 0.3],
    ['wine', env.includes('VINEYARD') ? 5 : 0.3], ['ski', h.skiResort ? 6 : 0], ['seaside', env.includes('SEA') ? 4 : 0], ['mountain', env.includes('MOUNTAIN') ? 3 : 0],
    ['culture', env.includes('CITY') ? 3 : 0.8], ['city_break', env.includes('CITY') ? 3 : 0], ['nature', env.some((e) => ['FOREST', 'COUNTRYSIDE', 'LAKE'].includes(e)) ? 3 : 0.3],
    ['unusual', h.types.includes('unusual') ? 8 : 0], ['castles', h.types.includes('chateau') ? 6 : 0], ['golf', has('golf') ? 3 : 0], ['cycling', has('bike_rental') ? 1.5 : 0.2],
    ['horse_riding', env.includes('COUNTRYSIDE') ? 0.8 : 0], ['theme_parks', h.nearThemePark ? 5 : 0], ['cooking', has('restaurant') ? 1 : 0], ['luxury', h.stars === 5 ? 4 : 0],
    ['adventure', env.includes('MOUNTAIN') || env.includes('SEA') ? 1.5 : 0.2], ['pets', h.petsAllowed ? 1 : 0],
  ];
}

const THEME_ACTIVITIES: Record<string, string[][]> = {
  wellness: [['spa_access'], ['spa_access', 'couple_massage'], ['spa_access', 'relaxing_massage'], ['hammam_ritual', 'spa_access']],
  romantic: [['bubbles_in_room', 'dinner'], ['couple_massage', 'late_checkout'], ['dinner', 'spa_access', 'late_checkout'], ['bubbles_in_room', 'late_checkout']],
  gastronomy: [['dinner'], ['gourmet_dinner'], ['welcome_drink', 'dinner'], ['cheese_tasting', 'dinner']],
  family: [['zoo'], ['theme_park'], ['dinner'], ['picnic', 'bike_rental']],
  wine: [['wine_tasting'], ['winery_tour', 'wine_tasting'], ['winery_tour', 'dinner']],
  ski: [['ski_pass'], ['ski_pass', 'dinner'], ['snowshoe_walk', 'spa_access']],
  seaside: [['boat_trip'], ['kayak'], ['surf_lesson'], ['dinner']],
  mountain: [['guided_hike'], ['via_ferrata'], ['guided_hike', 'dinner']],
  culture: [['museum'], ['guided_tour'], ['castle_visit'], ['cave_visit']],
  city_break: [['guided_tour'], ['museum', 'welcome_drink'], ['canal_cruise'], ['tapas_tour']],
  nature: [['guided_hike', 'picnic'], ['e_bike_tour'], ['kayak'], ['picnic']],
  unusual: [['bubbles_in_room', 'picnic'], ['dinner'], ['picnic']],
  castles: [['castle_visit', 'dinner'], ['castle_visit'], ['gourmet_dinner']],
  golf: [['golf_green_fee'], ['golf_green_fee', 'dinner']],
  cycling: [['bike_rental'], ['e_bike_tour', 'picnic']],
  horse_riding: [['horse_riding'], ['horse_riding', 'dinner']],
  theme_parks: [['theme_park']],
  cooking: [['cooking_class'], ['cooking_class', 'wine_tasting']],
  luxury: [['gourmet_dinner', 'relaxing_massage'], ['gourmet_dinner', 'bubbles_in_room'], ['hot_air_balloon', 'dinner']],
  adventure: [['kayak'], ['via_ferrata'], ['hot_air_balloon'], ['surf_lesson']],
  pets: [['picnic', 'guided_hike'], ['dinner']],
};

const RELATED_THEMES: Record<string, string[]> = {
  wellness: ['romantic'], romantic: ['wellness', 'gastronomy'], gastronomy: ['romantic'], family: ['nature'], wine: ['gastronomy'], ski: ['mountain', 'adventure'], seaside: ['nature'],
  mountain: ['nature', 'adventure'], culture: ['city_break'], city_break: ['culture'], nature: ['cycling'], unusual: ['nature', 'romantic'], castles: ['culture', 'romantic'], golf: ['luxury'],
  cycling: ['nature', 'adventure'], horse_riding: ['nature'], theme_parks: ['family'], cooking: ['gastronomy'], luxury: ['romantic', 'wellness'], adventure: ['nature'], pets: ['nature'],
};

const OUTDOOR_GROUPS = new Set([5, 6, 8]);
/** Automatic checkout codes (extra % off) a few stays carry. */
const AUTO_DISCOUNTS = [
  { code: 'WEEKEND5', value: 5 },
  { code: 'ESCAPADE10', value: 10 },
  { code: 'HIVER15', value: 15 },
];

export async function seedOffers(writer: BatchWriter, rng: Rng, hotels: Hotel[], target: number, today: string, days: number): Promise<Offer[]> {
  const perHotel = hotels.map(() => 1);
  const extra = rng.fork('spread');
  // Popular places get more offers.
  const sums = cumulative(hotels.map((h) => 0.3 + h.draw));
  for (let i = hotels.length; i < target; i++) perHotel[extra.cumulativeIndex(sums)]++;
  const window = seedWindow(today, days);
  const holidayCache = new Map<string, Uint8Array>();
  const offers: Offer[] = [];
  let id = 0;
  for (const [index, hotel] of hotels.entries()) {
    if (!holidayCache.has(hotel.country)) holidayCache.set(hotel.country, holidayNights(window, hotel.country));
    for (let k = 0; k < perHotel[index]; k++) {
      const r = rng.fork(`offer/${++id}`);
      const category: ItemCategory = k === 0 ? 'weekend' : (['weekend', 'single_voucher', 'activity'] as const)[r.weightedIndex([64, 18, 18])];
      offers.push(await seedOffer(writer, r, id, hotel, category, today, window, holidayCache.get(hotel.country)!));
    }
  }
  return offers;
}

async function seedOffer(writer: BatchWriter, r: Rng, id: number, hotel: Hotel, category: ItemCategory, today: string, window: Window, holidayNight: Uint8Array): Promise<Offer> {
  const candidates = themeCandidates(hotel);
  let theme = candidates[r.weightedIndex(candidates.map(([, w]) => w))][0];
  let program: ActivityTerm[] = r.pick(THEME_ACTIVITIES[theme]).map(activityByCode);
  // Hotels without a restaurant don't sell dinners; tapas routes are Spanish, canal cruises Dutch or Belgian.
  program = program.filter((a) => !(a.code.includes('dinner') && !hotel.facilities.has('restaurant')) && !(a.code === 'tapas_tour' && hotel.country !== 'ES') && !(a.code === 'canal_cruise' && !['NL', 'BE'].includes(hotel.country)));
  if (category === 'activity' && !program.some((a) => a.group !== null && a.code !== 'bubbles_in_room')) {
    program = [r.pick(ACTIVITIES.filter((a) => a.group !== null && a.cost > 0 && a.code !== 'bubbles_in_room' && a.code !== 'canal_cruise' && a.code !== 'tapas_tour'))];
    theme = 'adventure';
  }
  const nights = category === 'activity' ? 0 : r.chance(0.62) ? 1 : r.chance(0.85) ? 2 : 3;
  const room = roomFor(r, hotel, theme);
  const activityLine = category === 'activity' ? program.find((a) => a.group !== null && a.code !== 'bubbles_in_room')! : null;
  const extrasPerStay = program.reduce((s, a) => s + a.cost * 2, 0);
  const nightlyPrice =
    category === 'activity'
      ? Math.round((activityLine!.cost * 2 * r.float(1.1, 1.5)) / 100) * 100
      : Math.round((hotel.basePrice * (room.type === 'suite' || room.type === 'junior_suite' ? 1.35 : 1) + (extrasPerStay * r.float(0.75, 0.95)) / nights) / 100) * 100;
  const outdoor = !!activityLine && OUTDOOR_GROUPS.has(activityLine.group ?? 0);
  const prices = await seedAvailability(writer, r, { id, category, nights, minNights: Math.max(1, nights), nightlyPrice, hotel, outdoor }, window, holidayNight);

  const themes = [theme, ...r.sample(RELATED_THEMES[theme] ?? [], r.int(0, 2))];
  if (hotel.petsAllowed && r.chance(0.3) && !themes.includes('pets')) themes.push('pets');
  const giftable = category === 'single_voucher' || (category === 'weekend' && r.chance(0.6));
  const sorted = prices.packageTotals.slice().sort((a, b) => a - b);
  const tier = (q: number) => (sorted.length ? roundGift(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) : roundGift(prices.barPrice));
  const svPrice = giftable ? tier(0.3) : null;
  const cancellable = r.chance(0.7);
  const cancellationDays = cancellable ? r.pick([2, 3, 7, 14]) : 0;
  const tags = new Set<string>();
  if (r.chance(0.08)) tags.add('new');
  if (hotel.draw > 0.8 && r.chance(0.3)) tags.add('best_seller');
  if (prices.promoPercent >= 20 && r.chance(0.4)) tags.add('flash_sale');
  if (r.chance(0.06)) tags.add('last_minute');
  if (r.chance(0.05)) tags.add('exclusive');
  if (cancellable) tags.add('free_cancellation');
  if (hotel.quality >= 9) tags.add('top_rated');
  const published = r.chance(0.97);
  const marketing = r.chance(0.25) ? [r.pick(MARKETING_LABELS).id] : [];
  // About one stay in ten carries an automatic checkout code; one offer in twenty aims at a public.
  const autoDiscount = category !== 'activity' && r.chance(0.1) ? r.pick(AUTO_DISCOUNTS) : null;
  const targetedLabel = r.chance(0.05) ? r.pick(TARGETED_LABELS).id : null;
  const groups = [...new Set(program.map((a) => a.group).filter((g): g is number => g !== null))];
  const bit = (list: { code: string }[], code: string) => 1 << list.findIndex((x) => x.code === code);
  const themeMask = themes.reduce((m, t) => m | bit(THEMES, t), 0);
  const tagMask = [...tags].reduce((m, t) => m | bit(TAGS, t), 0);
  const groupMask = groups.reduce((m, g) => m | (1 << ACTIVITY_GROUPS.findIndex((x) => x.id === g)), 0);
  const refPrice = Math.round((prices.barPrice * r.float(1.08, 1.3)) / 100) * 100;
  const perPerson = category === 'activity' ? Math.round(prices.sellPrice / 2 / 100) * 100 : 0;

  // Drawn before the row, in the order its fields always drew them: the offer's stream stays the same.
  const expiresAt = r.chance(0.1) ? addDays(today, r.int(3, 60)) : null;
  const dataFlowMode = hotel.channelManagerId && r.chance(0.6) ? 'push' : 'pull';
  const popularity = Math.round(hotel.draw * 50 + hotel.quality * 3 + r.int(0, 30));
  const createdDaysAgo = r.int(0, 700);
  const minNights = Math.max(1, nights);
  const maxNights = category === 'activity' ? 1 : Math.max(nights, Math.min(7, nights + r.int(0, 3)));
  await writer.push('offer', {
    id, hotel_id: hotel.id, room_id: category === 'activity' ? null : room.id, item_category: category, main_theme_id: byCode(THEMES, theme).id,
    nights, min_nights: minNights, max_nights: maxNights,
    sell_price: prices.sellPrice, bar_price: prices.barPrice, ref_price: refPrice, promo_percent: prices.promoPercent, sv_price: svPrice, giftable: giftable ? 1 : 0,
    pax_count: 2, participants_min: 1, participants_max: category === 'activity' ? 2 : room.maxCapacity, cancellable: cancellable ? 1 : 0, cancellation_days: cancellationDays,
    expires_at: expiresAt, last_minute: tags.has('last_minute') ? 1 : 0, channel_manager_id: hotel.channelManagerId,
    data_flow_mode: dataFlowMode, connectivity: hotel.channelManagerId ? 'CONNECTED' : 'MANUAL', published: published ? 1 : 0,
    popularity, theme_mask: themeMask, tag_mask: tagMask, activity_group_mask: groupMask,
    marketing_label_ids: JSON.stringify(marketing), images: JSON.stringify(imageKeys(hotel.environments[0].toLowerCase(), theme, id, 4)), created_at: `${addDays(today, -createdDaysAgo)}T00:00:00.000Z`,
    updated_at: `${addDays(today, -createdDaysAgo)}T00:00:00.000Z`,
    auto_discount_code: autoDiscount?.code ?? null, auto_discount_value: autoDiscount?.value ?? null, targeted_label_id: targetedLabel,
  });
  const createdDay = addDays(today, -createdDaysAgo);
  await seedPriceHistory(writer, r.fork('price-history'), { id, category, createdDay, sellPrice: prices.sellPrice, svPrice, nightly: prices.nightly }, today);
  const highlights = category === 'activity' ? [activityLine!] : program.filter((a) => a.cost > 0);
  for (const locale of CATALOG_LOCALES) {
    const texts = offerTexts({ category, theme, nights, minNights, maxNights, hotel, highlights, cancellable, cancellationDays }, locale);
    await writer.push('offer_translation', { offer_id: id, locale, ...texts, slug: slugify(texts.label), updated_at: `${addDays(today, -createdDaysAgo)}T00:00:00.000Z` });
  }
  for (const t of themes) await writer.push('offer_theme', { offer_id: id, value_id: byCode(THEMES, t).id });
  for (const t of tags) await writer.push('offer_tag', { offer_id: id, value_id: byCode(TAGS, t).id });
  for (const g of groups) await writer.push('offer_activity_group', { offer_id: id, value_id: g });
  const lines = category === 'activity' ? [activityLine!] : [activityByCode('breakfast'), ...program];
  for (const [position, a] of lines.entries()) {
    await writer.push('offer_activity', { offer_id: id, activity_id: a.id, position, day_index: a.code === 'breakfast' || a.code === 'late_checkout' ? Math.max(0, nights - 1) : Math.min(position - 1, Math.max(0, nights - 1)), quantity: a.code === 'breakfast' ? Math.max(1, nights) : 1 });
  }
  if (category === 'activity') {
    for (const adults of [1, 2]) {
      const sell = adults === 1 ? Math.round((perPerson * 1.1) / 100) * 100 : prices.sellPrice;
      await writer.push('offer_pax_price', { offer_id: id, adults, sell_price: sell, bar_price: Math.round((sell * 100) / (100 - prices.promoPercent)), ref_price: Math.round((sell * refPrice) / prices.sellPrice) });
    }
  }
  if (giftable) {
    for (let n = Math.max(1, nights); n <= Math.min(3, Math.max(1, nights) + 1); n++) {
      for (const [t, q] of [[1, 0.3], [2, 0.55], [3, 0.7]] as const) {
        const sell = Math.round((tier(q) * n) / Math.max(1, nights));
        await writer.push('offer_gift_price', { offer_id: id, nights: n, tier: t, sell_price: roundGift(sell), ref_price: roundGift(sell * 1.15) });
      }
    }
  }
  return { id, hotel, category, theme, nights, sellPrice: prices.sellPrice, svPrice, published };
}

/** Themes a family takes too: half their packages in a hotel with a family room are sold on it. */
const FAMILY_WELCOME_THEMES = new Set(['seaside', 'mountain', 'ski', 'nature', 'cycling', 'adventure', 'pets', 'culture']);

/** Family packages are sold on the hotel's largest room (its family room when it has one); others on its first room. */
function roomFor(r: Rng, hotel: Hotel, theme: string): Hotel['rooms'][number] {
  const largest = hotel.rooms.reduce((best, room) => (room.maxCapacity > best.maxCapacity ? room : best));
  if (theme === 'family' || theme === 'theme_parks') return largest;
  const familyRoom = hotel.rooms.find((room) => room.type === 'family');
  return familyRoom && FAMILY_WELCOME_THEMES.has(theme) && r.fork('room').chance(0.5) ? familyRoom : hotel.rooms[0];
}

/** Gift prices end in ,90 like a shelf price (149,90 €). */
const roundGift = (cents: number) => Math.max(990, Math.ceil(cents / 1000) * 1000 - 10);
