import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@/server/db/database';
import {
  PRICE_BUCKETS,
  SCORE_THRESHOLDS,
  type EngineQuery,
  type FacetCounts,
  type FacetType,
  type FacetVocabulary,
  type MapHit,
  type SearchEngine,
  type SearchHit,
  type SearchResult,
} from './engine';
import { bedsNeeded, familyOf, nightSupplements } from '../prices/family';
import { MAX_STAY_NIGHTS } from '../flexible/stay-length';
import { addDays, dayRange, daysBetween } from '@/lib/days';
import { weekendFriday } from '../flexible/arrival-days';
import { boundingBox } from './geo';

/*
 * The reference search engine: plain parameterised SQL that runs unchanged on SQLite and PostgreSQL.
 * One pipeline for every call:
 *   cand    offers in scope (category, published, active hotel, place, radius, excluded hotels, themes, capacity)
 *   stay    (dated) the stay's nights per offer: all open, rooms left, minimum stay on the check-in day
 *   priced  the shown price, bar price, promo and rooms left
 *   (or, flexible, the cheapest bookable stay per offer among the window's arrivals)
 * then the filter predicates (price, score, facilities, stars, type, environment, style, pets, tags,
 * activity groups, activities) either in WHERE (search, map) or as 0/1 flags (disjunctive facets).
 */

type Sql = RawBuilder<unknown>;

const int = (value: number): Sql => sql`cast(${value} as integer)`;
const real = (value: number): Sql => sql`cast(${value} as double precision)`;
const and = (parts: Sql[]): Sql => (parts.length ? sql.join(parts, sql` and `) : sql`1 = 1`);
const flag = (condition: Sql): Sql => sql`case when ${condition} then 1 else 0 end`;

/** The filters a facet group owns: counted with every OTHER group's predicate applied. */
type Predicates = Record<'price' | 'score' | 'facility' | 'pets' | 'stars' | 'type' | 'environment' | 'style' | 'tag' | 'activityGroup' | 'activity', Sql | null>;

const GROUPS = ['price', 'score', 'facility', 'pets', 'stars', 'type', 'environment', 'style', 'tag', 'activityGroup', 'activity'] as const;

function predicates(q: EngineQuery, alias: string): Predicates {
  const c = (column: string) => sql.ref(`${alias}.${column}`);
  const anyBit = (column: string, mask: number) => (mask ? sql`(${c(column)} & ${int(mask)}) <> 0` : null);
  const bounds: Sql[] = [];
  if (q.price.min !== null) bounds.push(sql`${c('price')} >= ${int(q.price.min)}`);
  if (q.price.max !== null) bounds.push(sql`${c('price')} <= ${int(q.price.max)}`);
  return {
    price: bounds.length ? and(bounds) : null,
    score: q.minReviewScore !== null ? sql`${c('review_average')} >= ${real(q.minReviewScore)}` : null,
    facility: q.facilityMask ? sql`(${c('facility_mask')} & ${int(q.facilityMask)}) = ${int(q.facilityMask)}` : null,
    pets: q.petsAllowed ? sql`${c('pets_allowed')} = 1` : null,
    stars: q.stars.length ? sql`${c('stars')} in (${sql.join(q.stars.map(int))})` : null,
    type: anyBit('type_mask', q.typeMask),
    environment: anyBit('environment_mask', q.environmentMask),
    style: anyBit('style_mask', q.styleMask),
    tag: anyBit('tag_mask', q.tagMask),
    activityGroup: anyBit('activity_group_mask', q.activityGroupMask),
    activity: q.activityIds.length
      ? sql`exists (select 1 from offer_activity oa where oa.offer_id = ${c('offer_id')} and oa.activity_id in (${sql.join(q.activityIds.map(int))}))`
      : null,
  };
}

/** Distance in km from the query's position, the same equirectangular formula as geo.ts. */
function distanceSql(q: EngineQuery): Sql {
  if (!q.position) return sql`cast(null as double precision)`;
  const lat = real(q.position.lat);
  const lng = real(q.position.lng);
  return sql`6371 * sqrt(power(radians(h.lat - ${lat}), 2) + power(radians(h.lng - ${lng}) * cos(radians((h.lat + ${lat}) / 2)), 2))`;
}

/** The scope: what every count and every page is taken from. */
function candidates(q: EngineQuery): Sql {
  const where: Sql[] = [sql`o.published = 1`, sql`h.active = 1`, sql`(o.expires_at is null or o.expires_at >= ${q.today})`];
  if (q.gift) where.push(sql`o.giftable = 1`, sql`o.sv_price is not null`, sql`o.item_category in ('weekend', 'single_voucher')`);
  else where.push(sql`o.item_category = ${q.itemCategory}`);
  if (q.giftableOnly && !q.gift) where.push(sql`o.giftable = 1`, sql`o.sv_price is not null`);
  for (const p of q.place) where.push(sql`${sql.ref(`h.${p.column}`)} = ${int(p.id)}`);
  if (q.hotelId !== null) where.push(sql`o.hotel_id = ${int(q.hotelId)}`);
  if (q.excludedHotelIds.length) where.push(sql`o.hotel_id not in (${sql.join(q.excludedHotelIds.map(int))})`);
  if (q.themeMask) where.push(sql`(o.theme_mask & ${int(q.themeMask)}) <> 0`);
  const distance = distanceSql(q);
  if (q.position && q.radius) {
    if (q.radius.maxKm !== null) {
      const box = boundingBox(q.position, q.radius.maxKm);
      where.push(sql`h.lat between ${real(box.minLat)} and ${real(box.maxLat)}`, sql`h.lng between ${real(box.minLng)} and ${real(box.maxLng)}`);
      where.push(sql`${distance} <= ${real(q.radius.maxKm)}`);
    }
    if (q.radius.minKm > 0) where.push(sql`${distance} >= ${real(q.radius.minKm)}`);
  }
  const roomJoin = q.itemCategory === 'activity' || q.gift ? sql`` : sql`join room r on r.id = o.room_id`;
  if (q.itemCategory !== 'activity' && !q.gift) {
    where.push(sql`r.max_capacity >= ${int(bedsNeeded(familyOf(q.family)))}`);
  }
  if (q.stay) {
    if (q.itemCategory !== 'activity') where.push(sql`o.min_nights <= ${int(q.stay.nights)}`, sql`o.max_nights >= ${int(q.stay.nights)}`);
  }
  const flexible = isFlexible(q);
  if (flexible) {
    const n = stayNightsSql(q.flexible!.nights);
    where.push(sql`o.max_nights >= 1`, sql`${n} <= o.max_nights`, sql`${n} <= ${int(MAX_STAY_NIGHTS)}`);
  }
  return sql`select o.id as offer_id, o.hotel_id, o.sell_price, o.bar_price, o.promo_percent, o.sv_price, o.popularity, o.tag_mask, o.activity_group_mask,
      h.stars, h.review_average, h.facility_mask, h.type_mask, h.environment_mask, h.style_mask, h.pets_allowed, h.lat, h.lng,
      ${distance} as distance${flexible ? sql`, ${stayNightsSql(q.flexible!.nights)} as stay_nights` : sql``}
    from offer o join hotel h on h.id = o.hotel_id ${roomJoin}
    where ${and(where)}`;
}

/** Dated searches: the nights of the stay, priced for the family (2 adults included, then extras per night). */
function stay(q: EngineQuery): Sql {
  const s = q.stay!;
  const f = nightSupplements(familyOf(q.family));
  const extras = sql`${int(f.extraAdults)} * a.extra_adult_price + ${int(f.children)} * a.child_price + ${int(f.babies)} * a.baby_price`;
  return sql`select a.offer_id, sum(a.price + ${extras}) as total, sum(a.bar_price + ${extras}) as bar_total, min(a.rooms_left) as rooms
    from availability a
    where a.offer_id in (select offer_id from cand) and a.day >= ${s.checkin} and a.day < ${s.checkout} and a.closed = 0 and a.rooms_left > 0
    group by a.offer_id
    having count(*) = ${int(s.nights)} and max(case when a.day = ${s.checkin} then a.min_stay else 0 end) <= ${int(s.nights)}`;
}

/** A flexible search prices stays (never a gift's or an activity's: the criteria refuse them). */
const isFlexible = (q: EngineQuery): boolean => q.flexible !== null && q.stay === null && !q.gift && q.itemCategory !== 'activity';

/** The length asked brought within the offer's nights (stay-length.ts): clamp(asked, max(1, min), max(that, max)). */
function stayNightsSql(asked: number): Sql {
  const shortest = sql`(case when o.min_nights > 1 then o.min_nights else 1 end)`;
  const longest = sql`(case when o.max_nights > ${shortest} then o.max_nights else ${shortest} end)`;
  return sql`(case when ${int(asked)} < ${shortest} then ${shortest} when ${int(asked)} > ${longest} then ${longest} else ${int(asked)} end)`;
}

/**
 * Flexible searches: every arrival of the window (with its weekend or day as `grp`) against the offer's nights, by
 * day ordinals of a calendar from the first arrival to the last one's longest stay. A stay is kept when its nights
 * are all present, open and with a room left and the arrival night's minimum stay allows its length; per offer the
 * lowest total wins (earliest arrival on a tie), with the number of other groups holding a bookable arrival.
 */
function flexibleStays(q: EngineQuery): Sql[] {
  const w = q.flexible!;
  const f = nightSupplements(familyOf(q.family));
  const extras = sql`${int(f.extraAdults)} * a.extra_adult_price + ${int(f.children)} * a.child_price + ${int(f.babies)} * a.baby_price`;
  const first = w.arrivals[0];
  if (first === undefined) {
    return [sql`stay as (select offer_id, 0 as total, 0 as bar_total, 0 as rooms, 0 as arrival, 0 as stay_nights, 0 as other from cand where 1 = 0)`];
  }
  const days = dayRange(first, addDays(w.arrivals[w.arrivals.length - 1]!, MAX_STAY_NIGHTS - 1));
  const ordinal = new Map<string, number>(days.map((day, i) => [day, i]));
  const group = (day: string) => daysBetween(first, w.perWeekend ? weekendFriday(day) : day);
  const cal = sql.join(days.map((day, i) => sql`(${day}, ${int(i)})`));
  const arr = sql.join(w.arrivals.map((day, i) => sql`(${int(i)}, ${int(ordinal.get(day)!)}, ${int(group(day))})`));
  return [
    sql`cal (day, ord) as (values ${cal})`,
    sql`arr (idx, ord, grp) as (values ${arr})`,
    sql`night as (select a.offer_id, cal.ord, a.price + ${extras} as p, a.bar_price + ${extras} as b, a.rooms_left, a.min_stay
      from availability a join cal on cal.day = a.day
      where a.offer_id in (select offer_id from cand) and a.closed = 0 and a.rooms_left > 0)`,
    sql`bookable as (select c.offer_id, arr.idx, arr.ord, arr.grp, c.stay_nights, sum(n.p) as total, sum(n.b) as bar_total, min(n.rooms_left) as rooms
      from cand c cross join arr join night n on n.offer_id = c.offer_id and n.ord >= arr.ord and n.ord < arr.ord + c.stay_nights
      group by c.offer_id, arr.idx, arr.ord, arr.grp, c.stay_nights
      having count(*) = c.stay_nights and max(case when n.ord = arr.ord then n.min_stay else 0 end) <= c.stay_nights)`,
    sql`ranked_stay as (select b.*, row_number() over (partition by b.offer_id order by b.total, b.ord) as pick from bookable b)`,
    sql`grouped as (select offer_id, count(distinct grp) - 1 as other from bookable group by offer_id)`,
    sql`stay as (select r.offer_id, r.total, r.bar_total, r.rooms, r.idx as arrival, r.stay_nights, g.other
      from ranked_stay r join grouped g on g.offer_id = r.offer_id where r.pick = 1)`,
  ];
}

/** The shown price per mode: gift price, per-person activity price, final stay price or from price. */
function priced(q: EngineQuery): Sql {
  if (q.gift) {
    const join = q.stay ? sql`join stay s on s.offer_id = c.offer_id` : sql``;
    const rooms = q.stay ? sql`s.rooms` : sql`cast(null as integer)`;
    return sql`select c.*, c.sv_price as price, c.sv_price as bar, 0 as promo, ${rooms} as rooms from cand c ${join}`;
  }
  if (q.itemCategory === 'activity') {
    const join = q.stay ? sql`join stay s on s.offer_id = c.offer_id` : sql``;
    const rooms = q.stay ? sql`s.rooms` : sql`cast(null as integer)`;
    const n = int(q.participants);
    return sql`select c.*, p.sell_price / ${n} as price, p.bar_price / ${n} as bar, c.promo_percent as promo, ${rooms} as rooms
      from cand c join offer_pax_price p on p.offer_id = c.offer_id and p.adults = ${n} ${join}`;
  }
  if (q.stay) {
    return sql`select c.*, s.total as price, s.bar_total as bar,
        case when s.bar_total > s.total then (s.bar_total - s.total) * 100 / s.bar_total else 0 end as promo, s.rooms as rooms
      from cand c join stay s on s.offer_id = c.offer_id`;
  }
  if (isFlexible(q)) {
    return sql`select c.*, s.total as price, s.bar_total as bar,
        case when s.bar_total > s.total then (s.bar_total - s.total) * 100 / s.bar_total else 0 end as promo, s.rooms as rooms,
        s.arrival as flex_arrival, s.other as flex_other
      from cand c join stay s on s.offer_id = c.offer_id`;
  }
  return sql`select c.*, c.sell_price as price, c.bar_price as bar, c.promo_percent as promo, cast(null as integer) as rooms from cand c`;
}

function pipeline(q: EngineQuery): Sql {
  // Materialised when dated: the candidate set is then read by the stay aggregate and again by the pricing join.
  const dated = q.stay !== null || isFlexible(q);
  const parts = [dated ? sql`cand as materialized (${candidates(q)})` : sql`cand as (${candidates(q)})`];
  if (q.stay) parts.push(sql`stay as (${stay(q)})`);
  else if (isFlexible(q)) parts.push(...flexibleStays(q));
  parts.push(sql`priced as (${priced(q)})`);
  return sql`with ${sql.join(parts, sql`, `)}`;
}

/** Row order for a sort; ties always broken by offer id. Columns of `priced`, under `alias`. */
export function orderSql(q: EngineQuery, alias: string): Sql {
  const c = (column: string) => sql.ref(`${alias}.${column}`);
  const id = c('offer_id');
  switch (q.orderBy) {
    case 'distance':
      return q.position ? sql`${c('distance')} asc, ${id} asc` : priceQuality(c, id);
    case 'promo':
      return sql`${c('promo')} desc, ${id} asc`;
    case 'priceAsc':
      return sql`${c('price')} asc, ${id} asc`;
    case 'popularity':
      return sql`${c('popularity')} desc, ${id} asc`;
    case 'svPriceDesc':
      return sql`case when ${c('sv_price')} is null then 1 else 0 end asc, ${c('sv_price')} desc, ${id} asc`;
    case 'svPriceAsc':
      return sql`case when ${c('sv_price')} is null then 1 else 0 end asc, ${c('sv_price')} asc, ${id} asc`;
    default:
      return priceQuality(c, id);
  }
}

/**
 * Quality/price: (review average, 7 when unrated, + promo % / 20) / (shown price in € + 100), highest first.
 * A 9.0 hotel at 300 € scores 2.25, an 8.0 at 150 € scores 3.2, the same 8.0 with 20 % off 3.6.
 */
function priceQuality(c: (column: string) => Sql, id: Sql): Sql {
  return sql`(coalesce(${c('review_average')}, 7) + cast(${c('promo')} as double precision) / 20) / (cast(${c('price')} as double precision) / 100 + 100) desc, ${id} asc`;
}

type HitRow = {
  offer_id: number;
  hotel_id: number;
  price: number;
  bar: number;
  promo: number;
  distance: number | null;
  rooms: number | null;
  hotel_matches: number;
  total: number;
  flex_arrival?: number | null;
  stay_nights?: number | null;
  flex_other?: number | null;
};

type MapRow = { offer_id: number; hotel_id: number; lat: number; lng: number };

export class SqlSearchEngine implements SearchEngine {
  constructor(private readonly db: Kysely<Database>) {}

  /** The matched rows (every filter applied) with their per-hotel rank and count. */
  private ranked(q: EngineQuery): Sql {
    const p = predicates(q, 'p');
    const where = and(GROUPS.map((g) => p[g]).filter((x): x is Sql => x !== null));
    // The per-hotel rank only matters with a cap on packages per hotel.
    const rank = q.packagesPerHotel !== null ? sql`, row_number() over (partition by m.hotel_id order by ${orderSql(q, 'm')}) as hotel_rank` : sql``;
    return sql`${pipeline(q)},
      matched as (select p.* from priced p where ${where}),
      ranked as (select m.*, count(*) over (partition by m.hotel_id) as hotel_matches${rank}
        from matched m)`;
  }

  async search(q: EngineQuery): Promise<SearchResult> {
    const cap = q.packagesPerHotel !== null ? sql`where r.hotel_rank <= ${int(q.packagesPerHotel)}` : sql``;
    const flexible = isFlexible(q);
    const stayColumns = flexible ? sql`, r.flex_arrival, r.stay_nights, r.flex_other` : sql``;
    const { rows } = await sql<HitRow>`${this.ranked(q)}
      select r.offer_id, r.hotel_id, r.price, r.bar, r.promo, r.distance, r.rooms, r.hotel_matches, count(*) over () as total${stayColumns}
      from ranked r ${cap}
      order by ${orderSql(q, 'r')}
      limit ${int(q.pageSize)} offset ${int(q.page * q.pageSize)}`.execute(this.db);
    let total = rows[0]?.total ?? 0;
    if (!rows.length && q.page > 0) {
      const counted = await sql<{ total: number }>`${this.ranked(q)} select count(*) as total from ranked r ${cap}`.execute(this.db);
      total = Number(counted.rows[0]?.total ?? 0);
    }
    const hits: SearchHit[] = rows.map((r) => ({
      offerId: Number(r.offer_id),
      hotelId: Number(r.hotel_id),
      price: Number(r.price),
      barPrice: Number(r.bar),
      promo: Number(r.promo),
      distanceKm: r.distance === null ? null : Number(r.distance),
      availableRooms: r.rooms === null ? null : Number(r.rooms),
      hasMoreOffers: Number(r.hotel_matches) > 1,
      flexibleStay: flexible ? { checkin: q.flexible!.arrivals[Number(r.flex_arrival)]!, nights: Number(r.stay_nights), otherStays: Number(r.flex_other) } : null,
    }));
    return { hits, total: Number(total) };
  }

  async mapSearch(q: EngineQuery, limit: number): Promise<MapHit[]> {
    const cap = q.packagesPerHotel !== null ? sql`where r.hotel_rank <= ${int(q.packagesPerHotel)}` : sql``;
    const { rows } = await sql<MapRow>`${this.ranked(q)}
      select r.offer_id, r.hotel_id, r.lat, r.lng from ranked r ${cap} order by ${orderSql(q, 'r')}`.execute(this.db);
    const byHotel = new Map<number, MapHit>();
    for (const row of rows) {
      const hotelId = Number(row.hotel_id);
      let item = byHotel.get(hotelId);
      if (!item) {
        if (byHotel.size >= limit) continue;
        item = { hotelId, lat: Number(row.lat), lng: Number(row.lng), offerIds: [] };
        byHotel.set(hotelId, item);
      }
      item.offerIds.push(Number(row.offer_id));
    }
    return [...byHotel.values()];
  }

  async facets(q: EngineQuery, types: readonly FacetType[], vocabulary: FacetVocabulary): Promise<FacetCounts> {
    const p = predicates(q, 'p');
    const flags = GROUPS.map((g) => sql`${p[g] ? flag(p[g]!) : sql`1`} as ${sql.ref(`f_${g}`)}`);
    const base = sql`${pipeline(q)}, flagged as (select p.*, ${sql.join(flags)} from priced p)`;
    // Disjunctive groups are counted without their own filter; conjunctive ones (facilities, pets) with it.
    const others = (own: FacetType | null): Sql => and(GROUPS.filter((g) => g !== own).map((g) => sql`${sql.ref(`f.f_${g}`)} = 1`));
    const all = others(null);
    const columns: Sql[] = [];
    const keys: { type: FacetType; id: number; alias: string }[] = [];
    const add = (type: FacetType, id: number, condition: Sql, scope: Sql) => {
      const alias = `c_${keys.length}`;
      keys.push({ type, id, alias });
      columns.push(sql`sum(${flag(sql`${scope} and ${condition}`)}) as ${sql.ref(alias)}`);
    };
    const masked = (type: 'type' | 'environment' | 'style' | 'tag' | 'activityGroup', column: string) => {
      for (const v of vocabulary[type]) add(type, v.id, sql`(${sql.ref(`f.${column}`)} & ${int(2 ** v.bit)}) <> 0`, others(type));
    };
    if (types.includes('price')) {
      PRICE_BUCKETS.forEach((b, i) => add('price', i, b.max === null ? sql`f.price >= ${int(b.min)}` : sql`f.price >= ${int(b.min)} and f.price < ${int(b.max)}`, others('price')));
      columns.push(sql`min(case when ${others('price')} then f.price end) as price_min`, sql`max(case when ${others('price')} then f.price end) as price_max`);
    }
    if (types.includes('score')) for (const t of SCORE_THRESHOLDS) add('score', t, sql`f.review_average >= ${real(t)}`, others('score'));
    if (types.includes('facility')) for (const v of vocabulary.facility) add('facility', v.id, sql`(f.facility_mask & ${int(2 ** v.bit)}) <> 0`, all);
    if (types.includes('pets')) add('pets', 1, sql`f.pets_allowed = 1`, all);
    if (types.includes('stars')) for (const s of [5, 4, 3, 2, 1]) add('stars', s, sql`f.stars = ${int(s)}`, others('stars'));
    if (types.includes('type')) masked('type', 'type_mask');
    if (types.includes('environment')) masked('environment', 'environment_mask');
    if (types.includes('style')) masked('style', 'style_mask');
    if (types.includes('tag')) masked('tag', 'tag_mask');
    if (types.includes('activityGroup')) masked('activityGroup', 'activity_group_mask');

    const counts: FacetCounts['counts'] = {};
    let priceRange: FacetCounts['priceRange'] = null;
    if (columns.length) {
      const { rows } = await sql<Record<string, number | null>>`${base} select ${sql.join(columns)} from flagged f`.execute(this.db);
      const row = rows[0] ?? {};
      for (const key of keys) {
        const map = (counts[key.type] ??= new Map());
        map.set(key.id, Number(row[key.alias] ?? 0));
      }
      if (types.includes('price') && row.price_min !== null && row.price_min !== undefined) {
        priceRange = { min: Number(row.price_min), max: Number(row.price_max) };
      }
    }
    if (types.includes('activity')) {
      const { rows } = await sql<{ activity_id: number; n: number }>`${base}
        select oa.activity_id, count(distinct f.offer_id) as n from flagged f join offer_activity oa on oa.offer_id = f.offer_id
        where ${others('activity')} group by oa.activity_id`.execute(this.db);
      counts.activity = new Map(rows.map((r) => [Number(r.activity_id), Number(r.n)]));
    }
    return { counts, priceRange };
  }
}
