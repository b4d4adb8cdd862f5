import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The provider's webhook signature, as hosted-checkout providers document it (Stripe's scheme): the header
 * `Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`.
 * The site checks it on the raw body, in constant time, and refuses a timestamp further than the tolerance from its
 * clock (a replayed old event); several v1 values are accepted (the provider signs with old and new secrets while
 * one is rolled).
 */
export const SIGNATURE_HEADER = 'payment-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

export function signatureHeader(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'stale';

export function checkSignature(header: string | undefined, body: string, secret: string, now: Date): SignatureCheck {
  if (!header || header.length > 1000) return 'malformed';
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v !== undefined && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v);
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return 'malformed';
  const expected = Buffer.from(hmac(secret, Number(t), body), 'hex');
  if (!signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected))) return 'mismatch';
  return Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}
