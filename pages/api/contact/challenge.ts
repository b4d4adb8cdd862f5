import { env } from '@/lib/env';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { admit } from '@/server/http/rate-limit';
import { captchaSecret, createCaptchaChallenge } from '@/server/contact/captcha';
import { challengeLimiter } from '@/server/contact/contact-limits';

// Next reads `config` statically: its body parser (whose errors are plain text) stays off on every route.
export const config = { api: { bodyParser: false } };

/** GET /api/contact/challenge: a signed proof-of-work challenge for the contact form's invisible captcha; never cached. */
export default apiHandler({
  methods: ['GET'],
  handle: async ({ req, res }) => {
    if (!(await admit(challengeLimiter, req, res))) return;
    const config = env();
    return createCaptchaChallenge(await captchaSecret(getDb(), config.CAPTCHA_HMAC_SECRET), config.CAPTCHA_MAX_NUMBER);
  },
});
