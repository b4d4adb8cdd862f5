import type { Migration } from 'kysely';
import * as geography from './20261125230000_create_geography';
import * as hotels from './20261125230100_create_hotels';
import * as offers from './20261125230200_create_offers';
import * as reviewsAndGiftBoxes from './20261125230300_create_reviews_and_gift_boxes';
import * as content from './20261125230400_create_content';
import * as clientReports from './20261125230500_create_client_reports';
import * as catalogVersion from './20261126020000_add_catalog_version';
import * as offerPromotions from './20261126030000_add_offer_promotions';
import * as rateLimitBuckets from './20261215000000_create_rate_limit_buckets';
import * as priceHistory from './20261216000000_create_price_history';
import * as outboxMail from './20261217000000_create_outbox_mail';
import * as placeAlias from './20261217000100_create_place_alias';
import * as orders from './20261218000000_create_orders';
import * as availabilityChangeLog from './20261218100000_add_availability_change_log';
import * as hotelCotPolicy from './20261218200000_add_hotel_cot_policy';
import * as giftExtras from './20261218300000_create_gift_extras';
import * as activityContent from './20261219000000_create_activity_content';
import * as contactRequests from './20261220000000_create_contact_requests';
import * as cardPayments from './20261221000000_add_card_payments';
import * as giftOrders from './20261222000000_add_gift_orders';
import * as voucherRedemption from './20261223000000_add_voucher_redemption';
import * as customerAccounts from './20261224000000_create_customer_accounts';
import * as agentIdentities from './20261225000000_create_agent_identities';
import * as cmsPages from './20261226000000_create_cms_pages';
import * as partnerMinisites from './20261227000000_create_partner_minisites';
import * as accountAnalyticsId from './20261228000000_add_account_analytics_id';
import * as orderModifications from './20261229000000_create_order_modifications';
import * as orderModificationGuests from './20261231000000_add_order_modification_guests';
import * as orderPaidWith from './20261234000000_add_order_paid_with';
import * as roomFeatures from './20261235000000_add_room_features';
import * as nightPriceHistoryTrigger from './20261236000000_record_night_price_history';
import * as orderModificationTravellers from './20261240000000_add_order_modification_travellers';
import * as outboxMailAttachments from './20261241000000_add_outbox_mail_attachments';
import * as catalogUpdatedAt from './20261242000000_add_catalog_updated_at';
import * as orderTransferReminder from './20261245000000_add_order_transfer_reminder';
import * as giftOrdersWithoutStayValues from './20261246000000_gift_orders_without_stay_values';
import * as orderAutoDiscount from './20261247000000_add_order_auto_discount';

/** Every migration, by timestamped name; listed statically so the Next.js server bundle needs no folder scan. */
export const migrations: Record<string, Migration> = {
  '20261125230000_create_geography': geography,
  '20261125230100_create_hotels': hotels,
  '20261125230200_create_offers': offers,
  '20261125230300_create_reviews_and_gift_boxes': reviewsAndGiftBoxes,
  '20261125230400_create_content': content,
  '20261125230500_create_client_reports': clientReports,
  '20261126020000_add_catalog_version': catalogVersion,
  '20261126030000_add_offer_promotions': offerPromotions,
  '20261215000000_create_rate_limit_buckets': rateLimitBuckets,
  '20261216000000_create_price_history': priceHistory,
  '20261217000000_create_outbox_mail': outboxMail,
  '20261217000100_create_place_alias': placeAlias,
  '20261218000000_create_orders': orders,
  '20261218100000_add_availability_change_log': availabilityChangeLog,
  '20261218200000_add_hotel_cot_policy': hotelCotPolicy,
  '20261218300000_create_gift_extras': giftExtras,
  '20261219000000_create_activity_content': activityContent,
  '20261220000000_create_contact_requests': contactRequests,
  '20261221000000_add_card_payments': cardPayments,
  '20261222000000_add_gift_orders': giftOrders,
  '20261223000000_add_voucher_redemption': voucherRedemption,
  '20261224000000_create_customer_accounts': customerAccounts,
  '20261225000000_create_agent_identities': agentIdentities,
  '20261226000000_create_cms_pages': cmsPages,
  '20261227000000_create_partner_minisites': partnerMinisites,
  '20261228000000_add_account_analytics_id': accountAnalyticsId,
  '20261229000000_create_order_modifications': orderModifications,
  '20261231000000_add_order_modification_guests': orderModificationGuests,
  '20261234000000_add_order_paid_with': orderPaidWith,
  '20261235000000_add_room_features': roomFeatures,
  '20261236000000_record_night_price_history': nightPriceHistoryTrigger,
  '20261240000000_add_order_modification_travellers': orderModificationTravellers,
  '20261241000000_add_outbox_mail_attachments': outboxMailAttachments,
  '20261242000000_add_catalog_updated_at': catalogUpdatedAt,
  '20261245000000_add_order_transfer_reminder': orderTransferReminder,
  '20261246000000_gift_orders_without_stay_values': giftOrdersWithoutStayValues,
  '20261247000000_add_order_auto_discount': orderAutoDiscount,
};
