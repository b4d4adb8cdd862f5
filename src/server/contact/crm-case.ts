import { CONTACT_THANK_YOU_REF } from '@/contracts/contact';
import { toLocale } from '@/lib/locales';
import { absolutePath, href } from '@/shared/routes';
import type { ContactRequestRow, CrmCase } from './contact-request';

export type CrmSettings = {
  /** CRM_ORG_ID: the hidden orgid of the web-to-case form */
  orgId: string;
  /** SITE_URL: the retURL's origin */
  siteUrl: string;
};

/**
 * The web-to-case form of a stored request (§7: hidden orgid, status New, type, request subtype, origin, country,
 * retURL to the contact page with ref contact_thank_you, plus the visible fields of §3). `external_id` is the
 * request's reference: a case delivered twice (a crash after the CRM took it) can be recognised.
 */
export function crmCaseOf(row: ContactRequestRow, settings: CrmSettings): CrmCase {
  const locale = toLocale(row.locale);
  const retURL = `${settings.siteUrl}${absolutePath(locale, href.contact(locale, { ref: CONTACT_THANK_YOU_REF }))}`;
  return {
    orgid: settings.orgId,
    status: 'New',
    origin: row.customer_care ? 'Customer care' : 'Web',
    country: locale.slice(3),
    retURL,
    type: row.request_type,
    requestType: row.request_type,
    requestSubtype: row.request_subtype,
    contact_reason: row.reason,
    ...(row.booking_number ? { Booking_ID__c: row.booking_number } : {}),
    name: row.name,
    email: row.email,
    phone: row.phone,
    description: row.description,
    locale: row.locale,
    external_id: row.reference,
  };
}
