import type { Kysely } from 'kysely';
import { ACTIVITY_IMAGE_SIZES, imagesBySize } from '@/contracts/image-sizes';
import { activityPromo, type ActivityCentre, type ActivityOnlyDetail, type ActivityOnlyDetailQuery, type ActivityPaxPrice } from '@/contracts/activity-only-detail';
import type { Database } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { NotFoundError } from '@/server/errors/domain-errors';
import { jsonOr } from '@/lib/text/json-or';
import { placeLabel } from '../offers/search-details';
import { todayAt } from '@/lib/days';
import { findActivityCentre, findActivityContents, findActivityGroupLabels, findPaxPrices } from '../product/activities.repository';
import { findProductOffer, findProgram } from '../product/product.repository';
import { activityImageKeys, productStatus } from '../product/weekend-detail.service';

/** The prices of an activity by number of people, from its pax price list (§3: refPrice from barPrice). */
export function paxPrices(rows: readonly { adults: number; sell_price: number; bar_price: number }[]): Record<string, ActivityPaxPrice> {
  const prices: Record<string, ActivityPaxPrice> = {};
  for (const row of [...rows].sort((a, b) => Number(a.adults) - Number(b.adults))) {
    const sellPrice = Number(row.sell_price);
    const refPrice = Math.max(sellPrice, Number(row.bar_price));
    prices[String(Number(row.adults))] = {
      sellPrice,
      refPrice,
      promo: activityPromo(sellPrice, refPrice),
      moneySaved: refPrice - sellPrice,
      paxComposition: { adults: Number(row.adults) },
      priceType: 'final',
    };
  }
  return prices;
}

/**
 * GET {api}/activity-only/weekend/{id}/detail.json (§7): an activity sold alone, with its activities' texts, the
 * centre where it takes place and its prices per number of people. An unknown id, or an offer that is not an
 * activity, is a NotFoundError; an unpublished, expired or closed one answers with `published: false` (§2.3).
 */
export async function getActivityOnlyDetail(db: Kysely<Database>, query: ActivityOnlyDetailQuery, now: Date = new Date()): Promise<ActivityOnlyDetail> {
  const { locale } = query;
  const offer = await findProductOffer(db, query.id, locale);
  if (!offer || offer.item_category !== 'activity') throw new NotFoundError(`Activity ${query.id}`);
  const today = todayAt(locale, now).day;
  const [hotel, program, paxRows] = await Promise.all([
    findActivityCentre(db, Number(offer.hotel_id)),
    findProgram(db, offer.id, locale),
    findPaxPrices(db, [offer.id]),
  ]);
  const activityIds = program.map((p) => Number(p.activity_id));
  const groupIds = program.flatMap((p) => (p.parent_id === null ? [] : [Number(p.parent_id)]));
  const [contents, groups, city, region, country] = await Promise.all([
    findActivityContents(db, activityIds, locale),
    findActivityGroupLabels(db, groupIds, locale),
    placeLabel(db, 'city', hotel.city_id, locale),
    placeLabel(db, 'region', hotel.region_id, locale),
    placeLabel(db, 'country', hotel.country_id, locale),
  ]);
  const cityName = city ?? '';
  const centre: ActivityCentre = {
    id: Number(hotel.id),
    label: hotel.name,
    star: Number(hotel.stars),
    main: true,
    location: {
      label: cityName,
      address: hotel.address,
      postcode: hotel.zip_code,
      completeAddress: `${hotel.address}, ${hotel.zip_code} ${cityName}`,
      latitude: Number(hotel.lat),
      longitude: Number(hotel.lng),
    },
  };
  const activities = program.map((line) => {
    const id = Number(line.activity_id);
    const content = contents.find((c) => Number(c.activity_id) === id);
    const group = line.parent_id === null ? undefined : groups.find((g) => Number(g.id) === Number(line.parent_id));
    return {
      activityId: id,
      title: line.label ?? line.code,
      description: content?.description ?? '',
      univers: group?.label ?? null,
      composition: content?.composition ?? '',
      schedules: jsonOr<string[]>(content?.schedules, []),
      importantInformation: content?.important_information ?? '',
      imageUrl: imageUrl(activityImageKeys(id, line.code)[0]),
      activityCenter: centre,
    };
  });
  const label = offer.label ?? '';
  const offerImages = jsonOr<string[]>(offer.images, []).map(imageUrl);
  const activityImages = program.flatMap((line) => activityImageKeys(Number(line.activity_id), line.code).map(imageUrl));
  const images = [...activityImages, ...offerImages].map((url, i) => ({ url, alt: i === 0 ? label : `${label} (${i + 1})` }));
  const published = productStatus(offer, today) === 'active';
  const unique = (lines: string[]) => [...new Set(lines.filter(Boolean))];
  return {
    id: offer.id,
    label,
    description: offer.description ?? '',
    published,
    images,
    imagesBySize: images.map(({ url }) => imagesBySize(url, ACTIVITY_IMAGE_SIZES)),
    activities,
    importantInformation: unique(activities.map((a) => a.importantInformation)),
    niceToKnow: unique(contents.flatMap((c) => jsonOr<string[]>(c.nice_to_know, []))),
    locations: [{ label: cityName, address: centre.location.completeAddress, latitude: centre.location.latitude, longitude: centre.location.longitude }],
    mainActivityCenter: centre,
    prices: paxPrices(paxRows),
    breadCrumb: [country, region, city].flatMap((l) => (l ? [{ label: l }] : [])),
    pageModel: { pageTitle: label, metaDescription: (offer.description ?? '').slice(0, 160), metaRobots: published ? 'index, follow' : 'noindex, follow' },
  };
}
