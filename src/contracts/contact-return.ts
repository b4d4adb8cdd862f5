/**
 * The contact page's return address after a message (§2.10, §7 retURL), apart from the contact call's rules in
 * ./contact.ts so the page's browser code does not download those (and the checkout rules they build on) to read it.
 */
/** The contact page shows its success notice when its query says so. */
export const CONTACT_THANK_YOU_REF = 'contact_thank_you';
export const CONTACT_REF_KEY = 'ref';
