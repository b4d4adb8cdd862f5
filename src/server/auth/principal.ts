/**
 * Who is calling (product-and-purchase §6): every server check of "may this caller see or change that" takes one.
 * - anonymous: browses and buys; reaches an order only with its proof (access key, or number and e-mail);
 * - customer: a signed-in customer account (customer-account toggle), its own profile, orders and wishlist;
 * - agent: customer care (CUSTOMER_CARE mode), signed in through the identity provider: `subject` is its `sub`;
 * - beneficiary: signed in with a gift code at /beneficiary/login: that voucher only.
 */
export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'customer'; accountId: number }
  | { kind: 'agent'; subject: string }
  | { kind: 'beneficiary'; voucherId: number };

export type SignedInPrincipal = Exclude<Principal, { kind: 'anonymous' }>;

export const ANONYMOUS: Principal = Object.freeze({ kind: 'anonymous' });

export const isCustomer = (principal: Principal): principal is Extract<Principal, { kind: 'customer' }> => principal.kind === 'customer';
export const isAgent = (principal: Principal): principal is Extract<Principal, { kind: 'agent' }> => principal.kind === 'agent';
export const isBeneficiary = (principal: Principal): principal is Extract<Principal, { kind: 'beneficiary' }> => principal.kind === 'beneficiary';
