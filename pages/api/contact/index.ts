import { contactRequestSchema } from '@/contracts/contact.schema';
import { env } from '@/lib/env';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { captchaSecret } from '@/server/contact/captcha';
import { contactEmailLimiter, contactLimiter } from '@/server/contact/contact-limits';
import { submitContact } from '@/server/contact/contact.service';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/contact (src/contracts/contact.ts): stores a contact message for the CRM worker to deliver. Same-site JSON
 * only, rate-limited per client address and per e-mail address, the proof-of-work captcha checked unless in
 * customer-care mode.
 */
export default apiHandler({
  methods: ['POST'],
  body: contactRequestSchema,
  stores: { limiter: contactLimiter },
  handle: async ({ body }) => {
    const config = env();
    const db = getDb();
    return submitContact(db, body, { customerCare: config.CUSTOMER_CARE, captchaSecret: await captchaSecret(db, config.CAPTCHA_HMAC_SECRET), emailLimiter: contactEmailLimiter });
  },
});
