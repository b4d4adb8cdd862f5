import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The catalog schema as Kysely sees it. Conventions, identical on SQLite and PostgreSQL:
 * - snake_case columns, no casing plugin (raw SQL and the builder read the same names);
 * - money in integer cents (EUR), prices "for 2 adults" unless a column says otherwise;
 * - booleans are integers 0 | 1 (portable in raw SQL: `where closed = 0`);
 * - days are ISO text 'YYYY-MM-DD', instants ISO text; JSON documents are text;
 * - multi-valued attributes are join tables, mirrored as `*_mask` integers (bit = the value's `bit`).
 */
export type Bool = 0 | 1;
import type { DestinationCategory } from '@/contracts/autocomplete';
import type { CotPolicy } from '@/contracts/offers';
import type { CatalogLocale } from '@/lib/locales';

export type { CatalogLocale };
export type ReviewLocale = 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_NL';
export type ItemCategory = 'weekend' | 'single_voucher' | 'activity';
export type DataFlowMode = 'pull' | 'push';
/** The nine destination kinds of the autocomplete, as stored in place_name.kind (declared in the autocomplete contract). */
export type PlaceKind = DestinationCategory;
/** Small fixed lists whose labels live in vocabulary_label. */
export type VocabularyKind =
  | 'theme'
  | 'facility'
  | 'eco_facility'
  | 'hotel_type'
  | 'environment'
  | 'style'
  | 'activity_group'
  | 'activity'
  | 'tag'
  | 'marketing_label'
  | 'targeted_label'
  | 'room_type'
  | 'room_feature';

export interface CountryTable {
  id: number;
  code: string;
  name: string;
  slug: string;
  lat: number;
  lng: number;
  default_locale: CatalogLocale;
}

export interface RegionTable {
  id: number;
  country_id: number;
  /** GeoNames admin1 code, e.g. FR.93 */
  code: string;
  name: string;
  slug: string;
  lat: number;
  lng: number;
}

export interface DepartmentTable {
  id: number;
  country_id: number;
  region_id: number;
  /** GeoNames admin2 code, e.g. FR.93.84 */
  code: string;
  name: string;
  slug: string;
  lat: number;
  lng: number;
}

export interface CityTable {
  /** GeoNames id */
  id: number;
  country_id: number;
  region_id: number;
  department_id: number | null;
  name: string;
  slug: string;
  lat: number;
  lng: number;
  population: number;
  elevation: number | null;
  /** postal code prefix used for the hotels of this city */
  zip_code: string | null;
}

/** Touristic regions, ski resorts and sea resorts share this shape (a centre and a radius). */
export interface AreaTable {
  id: number;
  country_id: number;
  region_id: number | null;
  name: string;
  slug: string;
  lat: number;
  lng: number;
  radius_km: number;
  environment_id: number | null;
  popularity: number;
}

export interface PoiTable {
  id: number;
  country_id: number;
  region_id: number;
  city_id: number | null;
  name: string;
  slug: string;
  lat: number;
  lng: number;
  category: string;
  popularity: number;
}

/** Localised names of every destination kind, plus a folded key for accent- and case-insensitive search. */
export interface PlaceNameTable {
  kind: PlaceKind;
  place_id: number;
  locale: CatalogLocale;
  name: string;
  /** lower case, accents removed, punctuation as spaces */
  search_key: string;
  popularity: number;
}

/** Other names that find a destination in every locale (GeoNames alternate names: exonyms, short forms), folded. */
export interface PlaceAliasTable {
  kind: PlaceKind;
  place_id: number;
  search_key: string;
}

export interface VocabularyTable {
  kind: VocabularyKind;
  id: number;
  code: string;
  /** bit position in the matching *_mask column, 0..30; -1 when not masked */
  bit: number;
  icon: string | null;
  position: number;
  /** parent id (an activity's group) */
  parent_id: number | null;
}

export interface VocabularyLabelTable {
  kind: VocabularyKind;
  id: number;
  locale: CatalogLocale;
  label: string;
}

export interface HotelTable {
  id: number;
  name: string;
  slug: string;
  stars: number;
  address: string;
  zip_code: string;
  city_id: number;
  department_id: number | null;
  region_id: number;
  country_id: number;
  touristic_region_id: number | null;
  ski_resort_id: number | null;
  sea_resort_id: number | null;
  lat: number;
  lng: number;
  review_count: number;
  /** 0..10, one decimal; null without reviews */
  review_average: number | null;
  popularity: number;
  active: Bool;
  pets_allowed: Bool;
  pets_price: number | null;
  pets_max_weight: number | null;
  pets_max_number: number;
  /** Baby cot for a family's room: included, on request or none (migration 20261218200000) */
  cot_policy: Generated<CotPolicy>;
  local_tax_type: 'PER_PERSON_PER_NIGHT' | 'BOOKING_PERCENTAGE' | null;
  local_tax_amount: number | null;
  local_tax_percentage: number | null;
  local_tax_paid_at_hotel: Bool;
  checkin_time: string;
  checkout_time: string;
  channel_manager_id: string | null;
  facility_mask: number;
  eco_facility_mask: number;
  eco_facility_count: number;
  type_mask: number;
  environment_mask: number;
  style_mask: number;
  /** JSON array of image keys (see src/server/db/seed/image-keys.ts) */
  images: string;
  /** JSON array of facility ids to highlight */
  highlighted_facilities: string;
  created_at: string;
  /** ISO instant of the row's last change, kept by triggers (migration 20261242000000): the sitemap's lastmod */
  updated_at: Generated<string>;
}

export interface HotelTranslationTable {
  hotel_id: number;
  locale: CatalogLocale;
  description: string;
  /** JSON array of strings */
  important_infos: string;
  getting_there: string;
  /** ISO instant of the row's last change, kept by triggers (migration 20261242000000): the sitemap's lastmod */
  updated_at: Generated<string>;
}

export interface HotelLinkTable {
  hotel_id: number;
  value_id: number;
}

export interface RoomTable {
  id: number;
  hotel_id: number;
  uuid: string;
  room_type_id: number;
  size_m2: number;
  capacity: number;
  max_capacity: number;
  bedding: string;
  images: string;
  /** JSON array of the room's own features (vocabulary 'room_feature' ids, in its order); '[]' when none (migration 20261235000000) */
  features: Generated<string>;
}

export interface OfferTable {
  id: number;
  hotel_id: number;
  room_id: number | null;
  item_category: ItemCategory;
  main_theme_id: number;
  /** advertised length; 0 for activities */
  nights: number;
  min_nights: number;
  max_nights: number;
  /** 'from price' for 2 adults (or 2 participants): cheapest bookable package over the window */
  sell_price: number;
  bar_price: number;
  ref_price: number;
  promo_percent: number;
  /** gift (single voucher) price for 2 people, tier 1, advertised nights; null when not giftable */
  sv_price: number | null;
  giftable: Bool;
  pax_count: number;
  participants_min: number;
  participants_max: number;
  cancellable: Bool;
  cancellation_days: number;
  expires_at: string | null;
  last_minute: Bool;
  channel_manager_id: string | null;
  data_flow_mode: DataFlowMode;
  connectivity: string;
  published: Bool;
  popularity: number;
  theme_mask: number;
  tag_mask: number;
  activity_group_mask: number;
  marketing_label_ids: string;
  images: string;
  created_at: string;
  /** code applied automatically at checkout, with its extra discount in % (null: none) */
  auto_discount_code: string | null;
  auto_discount_value: number | null;
  /** vocabulary term of kind 'targeted_label' (an offer aimed at a public), or null */
  targeted_label_id: number | null;
  /** ISO instant of the row's last change, kept by triggers (migration 20261242000000): the sitemap's lastmod */
  updated_at: Generated<string>;
}

export interface OfferTranslationTable {
  offer_id: number;
  locale: CatalogLocale;
  label: string;
  /** JSON array of short selling points */
  headwords: string;
  description: string;
  slug: string;
  cancellation_message: string;
  /** ISO instant of the row's last change, kept by triggers (migration 20261242000000): the sitemap's lastmod */
  updated_at: Generated<string>;
}

export interface OfferLinkTable {
  offer_id: number;
  value_id: number;
}

/** Program lines of an offer: breakfast, dinner, activities, in order. */
export interface OfferActivityTable {
  offer_id: number;
  activity_id: number;
  position: number;
  /** day index from check-in (0-based) */
  day_index: number;
  quantity: number;
}

/** Activity-only offers: price by number of participants. */
export interface OfferPaxPriceTable {
  offer_id: number;
  adults: number;
  sell_price: number;
  bar_price: number;
  ref_price: number;
}

/** Gift price list: by nights and rate tier (1 Essential, 2 Serenity, 3 Liberty). */
export interface OfferGiftPriceTable {
  offer_id: number;
  nights: number;
  tier: number;
  sell_price: number;
  ref_price: number;
}

/**
 * One row per offer and night. `price` is the night's share of the package for 2 adults
 * (a stay of n nights from d costs the sum over d..d+n-1); activities: the day's price for 2 participants.
 */
export interface AvailabilityTable {
  offer_id: number;
  day: string;
  price: number;
  bar_price: number;
  extra_adult_price: number;
  child_price: number;
  baby_price: number;
  min_stay: number;
  rooms_left: number;
  closed: Bool;
  promo_percent: number;
  best_price_of_month: Bool;
}

/** The offer's 'from' price (2 adults, advertised nights) and single-voucher price on each recorded day. */
/** A night whose indexed values (stock, prices) changed, written by a trigger on availability (search index follows it). */
export interface AvailabilityChangeTable {
  seq: Generated<number>;
  offer_id: number;
  day: string;
  /** ISO instant of the change (the database's clock) */
  changed_at: Generated<string>;
}

export interface OfferPriceHistoryTable {
  offer_id: number;
  day: string;
  from_price: number;
  sv_price: number | null;
}

/** A superseded nightly price: night `night` sold at these prices from `valid_from` (included) to `valid_to` (excluded). */
export interface NightPriceHistoryTable {
  offer_id: number;
  night: string;
  valid_from: string;
  valid_to: string;
  price: number;
  extra_adult_price: number;
  child_price: number;
  baby_price: number;
}

export interface ReviewTable {
  id: number;
  hotel_id: number;
  offer_id: number | null;
  locale: ReviewLocale;
  customer: string;
  traveller_type: 'couple' | 'family' | 'friends' | 'solo' | 'business';
  date: string;
  average: number;
  welcoming: number;
  comfort: number;
  cleanliness: number;
  food: number;
  localization: number;
  price_quality_ratio: number;
  positive: string;
  negative: string;
}

export interface GiftBoxTable {
  code: string;
  slug: string;
  theme_id: number | null;
  nights: number;
  /** what the box is worth (the beneficiary's budget) */
  value: number;
  reference_price: number;
  sell_price: number;
  format: 'digital' | 'physical';
  published: Bool;
  position: number;
  rating: number;
  images: string;
  /** ISO instant of the row's last change, kept by triggers (migration 20261242000000): the sitemap's lastmod */
  updated_at: Generated<string>;
}

export interface GiftBoxTranslationTable {
  code: string;
  locale: CatalogLocale;
  title: string;
  description: string;
  /** newline-separated */
  included_content: string;
  /** ISO instant of the row's last change, kept by triggers (migration 20261242000000): the sitemap's lastmod */
  updated_at: Generated<string>;
}

export interface GiftBoxOfferTable {
  code: string;
  offer_id: number;
}

/** A kind of extra for a physical gift (§3 custom sub-elements): its reference name and its labels per catalog locale (JSON). */
export interface GiftSubElementCategoryTable {
  id: number;
  /** the reference name, the same in every locale ('Sleeves'); lower-cased it is the hash key */
  name: string;
  /** JSON: catalog locale → label */
  labels: string;
  /** JSON: catalog locale → description */
  descriptions: string;
  single_selection: Bool;
  position: number;
}

export interface GiftSubElementTable {
  id: number;
  category_id: number;
  /** JSON: catalog locale → name */
  names: string;
  /** image key, or null */
  image: string | null;
  /** cents */
  price: number;
  recommended: Bool;
  position: number;
}

/** An activity's texts for the activity-only page, per catalog locale (§3 activity-only product). */
export interface ActivityContentTable {
  /** vocabulary id of kind 'activity' */
  activity_id: number;
  locale: CatalogLocale;
  description: string;
  composition: string;
  /** JSON array of lines */
  schedules: string;
  important_information: string;
  /** JSON array of lines */
  nice_to_know: string;
}

/** An editorial page of the content service per locale and status (migration 20261226000000, docs/home-and-cms.md). */
export interface CmsPageTable {
  id: number;
  locale: CatalogLocale;
  kind: 'home' | 'landing' | 'static' | 'ideas';
  /** home: the flow; landing and static: slug or id; ideas: 'weekend-ideas' */
  slug: string;
  status: 'published' | 'draft';
  title: string;
  seo_title: string;
  seo_description: string;
  seo_image: string | null;
  /** JSON: options and blocks, checked by src/server/catalog/content/cms-content.schema.ts */
  content: string;
  updated_at: string;
}

/** What shipping a physical gift costs from a point of sale to a country (§3 shipping costs), cents. */
export interface ShippingCostTable {
  pos: CatalogLocale;
  /** lower-case country code: 'fr', 'be'… */
  country: string;
  shipping_cost: number;
  international_fee: number;
}

export interface MenuNodeTable {
  id: number;
  locale: CatalogLocale;
  parent_id: number | null;
  position: number;
  label: string;
  uri: string | null;
  location: string | null;
  variant: string | null;
  count: number | null;
}

export interface ThemeOfWeekTable {
  locale: CatalogLocale;
  week_start: string;
  theme_id: number;
  title: string;
  description: string;
  weekend_url: string;
}

export interface PromoBarTable {
  id: number;
  locale: CatalogLocale;
  internal_code: string;
  campaign: string;
  category: string;
  /** 'booking' | 'gifting' | 'all' */
  flow: string;
  /** JSON array of 'home' | 'product' | 'search' */
  pages: string;
  /** JSON array of {label, url, newTab, variation} */
  links: string;
  /** JSON array of {label, url, newTab} */
  ctas: string;
  background: string;
  font: 'light' | 'dark';
  starts_at: string | null;
  ends_at: string | null;
  position: number;
}

export interface AnnouncementBannerTable {
  id: number;
  locale: CatalogLocale;
  /** 'home' | 'search' | 'product' */
  page: string;
  /** JSON rich text: [{type:'paragraph', children:[{text, bold?, italic?}]}] */
  content: string;
  color_variation: 'black' | 'grey' | 'red' | 'yellow' | 'blue' | 'green';
  link_url: string | null;
}

export interface TargetedBannerTable {
  id: number;
  locale: CatalogLocale;
  /** where it may show: 'search' | 'home' | 'product', optionally narrowed by theme */
  page: string;
  theme_id: number | null;
  title: string;
  subtitle: string;
  image_key: string;
  image_mobile_key: string;
  image_position: 'center' | 'left' | 'right';
  image_alt: string;
  ctas: string;
  url: string;
  new_tab: Bool;
  campaign: string;
  category: string;
  position: number;
}

export interface GiftBlockTable {
  locale: CatalogLocale;
  title: string;
  subtitle: string;
  image_s: string;
  image_l: string;
  box_url: string;
  single_voucher_url: string;
  giftcard_url: string;
  activity_only_url: string;
  campaign: string;
  category: string;
}

/** What the seed wrote: lets prepare-database and the seed itself stay idempotent. */
export interface CatalogMetaTable {
  key: string;
  value: string;
}

export interface AnalyticsEventTable {
  id: Generated<number>;
  received_at: string;
  pos: string;
  client_id: string | null;
  user_id: string | null;
  name: string;
  payload: string;
}

export interface ClientErrorReportTable {
  id: Generated<number>;
  received_at: string;
  level: string;
  message: string;
  location: string | null;
  locale: string | null;
  page_url: string | null;
  user_agent: string | null;
}

export interface MissingPageReportTable {
  id: Generated<number>;
  received_at: string;
  uri: string;
  locale: string | null;
  referrer: string | null;
}

/** Lifecycle of an outbox mail (docs/email-outbox.md); rows are never deleted. */
export type OutboxMailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMailTable {
  id: Generated<number>;
  /** what the mail is, e.g. 'order_confirmation' */
  kind: string;
  locale: CatalogLocale;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  /** JSON list of `{ filename, contentType, content }` (content in base64), or null: the mail's files */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  order_id: number | null;
  status: Generated<OutboxMailStatus>;
  /** delivery attempts started (a claim counts one) */
  attempts: Generated<number>;
  /** ISO instant from which a pending mail is due */
  next_attempt_at: string;
  /** ISO instant when a claim ('sending') lapses and another worker may take the mail */
  claimed_until: string | null;
  /** the claim's token: only the worker holding it records the outcome */
  claimed_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Lifecycle of a contact message on its way to the CRM (docs/contact.md); rows are never deleted. */
export type ContactRequestStatus = 'pending' | 'sending' | 'delivered' | 'failed';

export interface ContactRequestTable {
  id: Generated<number>;
  /** public reference, also sent to the CRM so a case delivered twice can be recognised */
  reference: string;
  locale: CatalogLocale;
  /** the reason chosen (CONTACT_REASONS of src/contracts/contact.ts) and the CRM type and subtype it sets */
  reason: string;
  request_type: string;
  request_subtype: string;
  /** Booking_ID__c: 8 digits, null for reasons without a booking */
  booking_number: string | null;
  name: string;
  email: string;
  phone: string;
  description: string;
  /** 1 when sent from a customer-care server (no captcha) */
  customer_care: Generated<number>;
  /** the solved captcha challenge's signature, unique: a proof of work is spent once */
  captcha_id: string | null;
  status: Generated<ContactRequestStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** Secrets every server process must share, made once when no setting gives them. */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** Orders of the checkout (docs/checkout.md); money in cents, instants ISO text. */
export type OrderStatusColumn = 'pending_payment' | 'confirmed' | 'cancelled' | 'expired';

export interface OrderTable {
  id: Generated<number>;
  /** 8 digits, random (not sequential), unique */
  booking_number: string;
  status: OrderStatusColumn;
  locale: CatalogLocale;
  /** a stay's offer; a gift's offer or centre when it has one (an activity's), else null (migration 20261246000000) */
  offer_id: number | null;
  hotel_id: number | null;
  /** the offer's label in the order's locale when ordered */
  label: string;
  /** a stay's check-in and nights; null for a gift (check constraints `order_stay_has_stay_values`, `order_gift_has_no_stay_dates`) */
  checkin: string | null;
  nights: number | null;
  adults: number;
  children: number;
  babies: number;
  /** JSON array of `<activityId>_<dayIndex>` */
  activity_dates: string;
  buyer_civility: string | null;
  buyer_first_name: string;
  buyer_last_name: string;
  /** as typed, trimmed; the lookup compares it case-insensitively */
  buyer_email: string;
  buyer_phone: string;
  buyer_address: string;
  buyer_postal_code: string;
  buyer_city: string;
  buyer_country: string;
  /** a stay's price before its automatic discount */
  stay_amount: number;
  /** the automatic discount the stay was sold with (migration 20261247000000): the offer's code and percent, null without one */
  auto_discount_code: Generated<string | null>;
  auto_discount_percent: Generated<number | null>;
  /** cents the automatic discount took off the stay, 0 without one */
  auto_discount_amount: Generated<number>;
  insurance_amount: number;
  /** what the order costs: the stay after its automatic discount, plus the insurance */
  total_amount: number;
  paid_now_amount: number;
  pay_at_hotel_amount: number;
  local_tax_at_hotel: number;
  /** giftCode: the order's codes paid all of it */
  payment_method: 'hotel' | 'bankTransfer' | 'card' | 'giftCode';
  bank_reference: string | null;
  /** the hosted payment page's session (card orders), and when the held rooms go back if the card payment or the bank transfer is not made */
  payment_session_id: Generated<string | null>;
  payment_expires_at: Generated<string | null>;
  /** when the reminder of a bank transfer still awaited was queued (migration 20261245000000), once per order */
  transfer_reminded_at: Generated<string | null>;
  /** the hosted page's payment method type from the provider's paid event (migration 20261234000000): card, apple_pay, google_pay */
  paid_with: Generated<'card' | 'apple_pay' | 'google_pay' | null>;
  cancellable: Bool;
  cancellation_deadline: string | null;
  cancellation_message: string;
  /** SHA-256 (hex) of the access key handed to the buyer; the key itself is never stored */
  access_key_hash: string;
  /** random salt the access key is derived from with the idempotency key (a retried request gets the same key back) */
  access_salt: string;
  /** SHA-256 (hex) of the request's idempotency key */
  idempotency_key_hash: string;
  /** SHA-256 (hex) of the request's criteria, buyer, travellers and choices: the same key with another body is refused */
  request_hash: string;
  created_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
  refund_amount: number | null;
  /** STAY, or a gift: DIGITAL_ACTIVITY_ONLY, GIFTCARD, BOX, SINGLEVOUCHER (a stay offered; a gift has no check-in and holds no nights) */
  product_type: Generated<'STAY' | 'DIGITAL_ACTIVITY_ONLY' | 'GIFTCARD' | 'BOX' | 'SINGLEVOUCHER'>;
  gift_design: Generated<string | null>;
  gift_from_name: Generated<string | null>;
  gift_message: Generated<string | null>;
  /** a physical box's postal address (JSON) */
  shipping_address: Generated<string | null>;
  /** 1 for an activity bought for oneself (no gift texts) */
  own_use: Generated<number>;
  /** what gift cards and voucher codes paid of the total (docs/redemption.md) */
  gift_code_amount: Generated<number>;
  /** a box order: the box code sold (its voucher opens that box's stays) */
  gift_box_code: Generated<string | null>;
  /** the partner minisite the stay was booked through (docs/minisites.md), null for the site's own bookings */
  minisite_id: Generated<number | null>;
}

/** A partner's co-branded minisite (docs/minisites.md); booking window days inclusive, `YYYY-MM-DD`. */
export interface PartnerMinisiteTable {
  id: number;
  slug: string;
  partner_name: string | null;
  locale: CatalogLocale;
  banner_desktop_url: string;
  banner_mobile_url: string;
  logo_url: string | null;
  footer: string | null;
  booking_start: string;
  booking_end: string;
}

/** A voucher code a paid gift order delivers (docs/gift-checkout.md); the code itself is never stored. */
export interface VoucherTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the code as written (`K7QM-3XHD-RW9P-TB2C`) */
  code_hash: string;
  /** its first group, for customer care */
  code_prefix: string;
  product_type: 'STAY' | 'DIGITAL_ACTIVITY_ONLY' | 'GIFTCARD' | 'BOX' | 'SINGLEVOUCHER';
  value_amount: number;
  /** yyyy-MM-dd, the last day it can be used */
  valid_until: string;
  status: 'active' | 'redeemed' | 'cancelled';
  order_id: number;
  created_at: string;
  redeemed_at: string | null;
  /** what the code can still pay (cents): a gift card spends it in parts, a box or stay voucher at once (docs/redemption.md) */
  balance_amount: Generated<number>;
  /** a box voucher: the box (code with its format suffix) whose stays it opens */
  box_code: Generated<string | null>;
  /** a box or stay voucher: the nights it covers */
  nights: Generated<number | null>;
}

/** The ledger of a gift code (docs/redemption.md): each amount an order took (`use`) or gave back (`refund`). */
export interface VoucherUseTable {
  id: Generated<number>;
  voucher_id: number;
  order_id: number;
  kind: 'use' | 'refund';
  amount: number;
  /** the code's balance once this row applied */
  balance_after: number;
  created_at: string;
}

/** Signed webhook events of the payment provider the site accepted, once per event id (docs/payments.md). */
export interface PaymentEventTable {
  event_id: string;
  type: string;
  session_id: string;
  booking_number: string | null;
  amount: number;
  /** what the site did: paid, released, refunded, ignored */
  outcome: string;
  /** the event as received (JSON) */
  payload: string;
  received_at: string;
}

/** Money to give back through the payment provider, sent with retries (docs/payments.md). */
export interface PaymentRefundTable {
  id: Generated<number>;
  order_id: number;
  session_id: string;
  /** cents */
  amount: number;
  reason: 'late_payment' | 'wrong_amount' | 'cancellation' | 'modification';
  status: 'pending' | 'sent';
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  kind: 'stay' | 'insurance' | 'activity' | 'giftcard' | 'box' | 'shipping' | 'extra';
  label: string;
  offer_id: number | null;
  checkin: string | null;
  checkout: string | null;
  adults: number | null;
  children: number | null;
  babies: number | null;
  quantity: number;
  unit_amount: number;
  amount: number;
}

export interface OrderTravellerTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  first_name: string;
  last_name: string;
}

/** One room of an offer held on a night by an order; released (released_at) when the order is cancelled. */
export interface OrderNightHoldTable {
  order_id: number;
  offer_id: number;
  day: string;
  /** the night's price for the order's family (cents) */
  price: number;
  released_at: string | null;
}

export interface Database {
  partner_minisite: PartnerMinisiteTable;
  country: CountryTable;
  region: RegionTable;
  department: DepartmentTable;
  city: CityTable;
  touristic_region: AreaTable;
  ski_resort: AreaTable;
  sea_resort: AreaTable;
  poi: PoiTable;
  place_name: PlaceNameTable;
  place_alias: PlaceAliasTable;
  vocabulary: VocabularyTable;
  vocabulary_label: VocabularyLabelTable;
  hotel: HotelTable;
  hotel_translation: HotelTranslationTable;
  hotel_facility: HotelLinkTable;
  hotel_eco_facility: HotelLinkTable;
  hotel_type: HotelLinkTable;
  hotel_environment: HotelLinkTable;
  hotel_style: HotelLinkTable;
  room: RoomTable;
  offer: OfferTable;
  offer_translation: OfferTranslationTable;
  offer_theme: OfferLinkTable;
  offer_tag: OfferLinkTable;
  offer_activity_group: OfferLinkTable;
  offer_activity: OfferActivityTable;
  offer_pax_price: OfferPaxPriceTable;
  offer_gift_price: OfferGiftPriceTable;
  availability: AvailabilityTable;
  availability_change: AvailabilityChangeTable;
  offer_price_history: OfferPriceHistoryTable;
  night_price_history: NightPriceHistoryTable;
  review: ReviewTable;
  gift_box: GiftBoxTable;
  gift_box_translation: GiftBoxTranslationTable;
  gift_box_offer: GiftBoxOfferTable;
  gift_sub_element_category: GiftSubElementCategoryTable;
  gift_sub_element: GiftSubElementTable;
  shipping_cost: ShippingCostTable;
  activity_content: ActivityContentTable;
  cms_page: CmsPageTable;
  menu_node: MenuNodeTable;
  theme_of_week: ThemeOfWeekTable;
  promo_bar: PromoBarTable;
  announcement_banner: AnnouncementBannerTable;
  targeted_banner: TargetedBannerTable;
  gift_block: GiftBlockTable;
  catalog_meta: CatalogMetaTable;
  analytics_event: AnalyticsEventTable;
  client_error_report: ClientErrorReportTable;
  missing_page_report: MissingPageReportTable;
  outbox_mail: OutboxMailTable;
  contact_request: ContactRequestTable;
  app_secret: AppSecretTable;
  order: OrderTable;
  order_line: OrderLineTable;
  order_traveller: OrderTravellerTable;
  order_night_hold: OrderNightHoldTable;
  payment_event: PaymentEventTable;
  payment_refund: PaymentRefundTable;
  order_modification: OrderModificationTable;
  voucher: VoucherTable;
  voucher_use: VoucherUseTable;
  customer_account: CustomerAccountTable;
  auth_session: AuthSessionTable;
  account_order: AccountOrderTable;
  account_wishlist_item: AccountWishlistItemTable;
  account_token: AccountTokenTable;
}

export type TableName = keyof Database;
export type Row<T extends TableName> = Selectable<Database[T]>;
export type NewRow<T extends TableName> = Insertable<Database[T]>;

/** Customer accounts (docs/accounts.md, migration 20261224000000_create_customer_accounts). */
export interface CustomerAccountTable {
  id: Generated<number>;
  /** lower-cased, trimmed; unique */
  email: string;
  /** argon2id (PHC string) */
  password_hash: string;
  first_name: string;
  last_name: string;
  locale: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  /** the pseudonymous id of the analytics' `user_id` (random, 22 characters; migration 20261228000000), null until first needed */
  analytics_id: Generated<string | null>;
}

/** Sessions of every role, shared by all processes and instances (src/server/auth/). */
export interface AuthSessionTable {
  /** SHA-256 (hex) of the cookie's token */
  token_hash: string;
  kind: 'customer' | 'agent' | 'beneficiary';
  account_id: number | null;
  subject: string | null;
  voucher_id: number | null;
  created_at: string;
  expires_at: string;
}

export interface AccountOrderTable {
  order_id: number;
  account_id: number;
  linked_at: string;
}

export interface AccountWishlistItemTable {
  account_id: number;
  list: 'stays' | 'activities';
  item_id: number;
  /** the WishlistItem as JSON */
  item: string;
  added_at: string;
}

export interface AccountTokenTable {
  /** SHA-256 (hex) of the token sent by e-mail */
  token_hash: string;
  account_id: number;
  purpose: 'verify-email' | 'sign-in' | 'reset-password';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A booking's online modifications (docs/checkout.md, migration 20261229000000_create_order_modifications). */
export interface OrderModificationTable {
  id: Generated<number>;
  order_id: number;
  created_at: string;
  previous_offer_id: number;
  previous_label: string;
  previous_checkin: string;
  previous_nights: number;
  /** cents */
  previous_total: number;
  /** the guests and activity days before and after (migration 20261231000000; null on rows written before it) */
  previous_adults: number | null;
  previous_children: number | null;
  previous_babies: number | null;
  /** JSON list of `<activityId>_<dayIndex>` */
  previous_activity_dates: string | null;
  offer_id: number;
  label: string;
  checkin: string;
  nights: number;
  adults: number | null;
  children: number | null;
  babies: number | null;
  activity_dates: string | null;
  /** cents */
  total: number;
  /** total − previous_total, cents */
  difference: number;
  settlement: 'none' | 'atHotel' | 'refund' | 'bankTransfer' | 'giftCodes';
  /** cents, ≥ 0 */
  settled_amount: number;
  /** JSON lists of `{ firstName, lastName }`: the names the change added and removed (migration 20261240000000; null before) */
  travellers_added: string | null;
  travellers_removed: string | null;
}
