import { emailLinkRequestSchema } from '@/contracts/account.schema';
import { env } from '@/lib/env';
import { emailLinkEmailLimiter, emailLinkLimiter } from '@/server/accounts/account-limits';
import { accountCall } from '@/server/http/account-route';
import { answerFirst } from '@/server/accounts/answer-first';
import { normalEmail } from '@/server/accounts/account-rules';
import { sendEmailLink } from '@/server/accounts/email-link';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/account/email-link {email, purpose: 'sign-in' | 'reset-password', locale, origin?}: 202 `{sent: true}`
 * whether or not the address has an account (the mail, with a single-use link, goes only to an account's address),
 * answered before the address is even looked up, so the answer's timing says nothing either.
 * Limited per client address and per e-mail (429).
 */
export default accountCall({
  methods: ['POST'],
  body: emailLinkRequestSchema,
  access: 'anyone',
  changes: { limiter: emailLinkLimiter },
  handle: async ({ body, res }) => {
    const verdict = await emailLinkEmailLimiter.take(normalEmail(body.email));
    if (!verdict.allowed) {
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      res.setHeader('Cache-Control', 'no-store');
      return res.status(429).json({ error: 'rate_limited', message: `Too many links asked for this e-mail; retry in ${verdict.retryAfterSeconds} s` });
    }
    res.setHeader('Cache-Control', 'no-store');
    // The lookup and the mail come after the answer: its content and its timing are the same for any address.
    return answerFirst(res, 202, { sent: true }, () => sendEmailLink(getDb(), body, env().SITE_URL), 'sending an e-mail link');
  },
});
