import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONTACT_REASONS, type ContactAccepted } from '@/contracts/contact';
import type { ParsedContactRequest } from '@/contracts/contact.schema';
import type { Database } from '@/server/db/database';
import { DomainError } from '@/server/errors/domain-errors';
import type { Limiter } from '@/server/rate-limit/limiters';
import { verifyCaptcha } from './captcha';
import { insertContactRequest } from './contact.repository';

export type SubmitOptions = {
  /** a customer-care server (CUSTOMER_CARE): no captcha (§1) */
  customerCare: boolean;
  /** the key challenges are signed with (captcha.ts captchaSecret) */
  captchaSecret: string;
  /** counts messages per e-mail address */
  emailLimiter: Limiter;
  now?: Date;
};

const captchaFailed = (message: string) => new DomainError('captcha', { message });

/** A reference customer care can quote: 10 characters from an alphabet without look-alikes. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/**
 * Accept a contact message (§4): the proof of work checked unless in customer-care mode, the sender's e-mail address
 * within its limit, then the message stored as a pending CRM case. Delivery is the CRM worker's (deliver-due-requests):
 * the visitor's answer never waits for the CRM, and a CRM that is down loses nothing.
 */
export async function submitContact(db: Kysely<Database>, body: ParsedContactRequest, options: SubmitOptions): Promise<ContactAccepted> {
  let captchaId: string | null = null;
  if (!options.customerCare) {
    const verdict = await verifyCaptcha(body.captcha, options.captchaSecret);
    if (!verdict.ok) throw captchaFailed(verdict.reason === 'missing' ? 'The captcha was not solved' : verdict.reason === 'expired' ? 'The captcha has expired' : 'The captcha is wrong');
    captchaId = verdict.id;
  }
  const verdict = await options.emailLimiter.take(body.email.toLowerCase());
  if (!verdict.allowed) throw new DomainError('too_many', { message: `Too many messages from this e-mail address; retry in ${verdict.retryAfterSeconds} s`, retryAfterSeconds: verdict.retryAfterSeconds });
  const at = (options.now ?? new Date()).toISOString();
  const reference = newReference();
  const { requestType, requestSubtype } = CONTACT_REASONS[body.reason];
  try {
    await insertContactRequest(db, {
      reference,
      locale: body.locale,
      reason: body.reason,
      request_type: requestType,
      request_subtype: requestSubtype,
      booking_number: body.bookingNumber ?? null,
      name: body.name,
      email: body.email,
      phone: body.phone,
      description: body.description,
      customer_care: options.customerCare ? 1 : 0,
      captcha_id: captchaId,
      next_attempt_at: at,
      created_at: at,
    });
  } catch (error) {
    if (captchaId && isUniqueViolation(error)) throw captchaFailed('The captcha was already used');
    throw error;
  }
  return { ok: true, reference };
}
