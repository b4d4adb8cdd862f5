import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { csrfProblem, principalOf, type Principal } from '@/server/auth';
import { apiHandler, sendError } from '@/server/http/api-handler';
import { isJsonContentType } from '@/server/http/same-origin';
import { requestFlags } from '@/server/http/request-flags';
import type { Limiter } from '@/server/rate-limit/limiters';

type Access = 'anyone' | 'customer';

type AccountCallSpec<B extends z.ZodType> = {
  methods: ('GET' | 'POST')[];
  body?: B;
  /** 'customer': a signed-in customer only (401 signed out, 403 for an agent or a beneficiary session) */
  access: Access;
  /** a call that changes something: same origin, JSON, double-submit CSRF token, rate-limited */
  changes?: { limiter: Limiter };
  handle: (input: { body: z.infer<B>; req: NextApiRequest; res: NextApiResponse; principal: Principal; accountId: number }) => Promise<unknown>;
};

/** Whether the customer-account toggle is on for this request (the environment, or the tester's flags cookie as src/server/http/tester-flags.ts believes it). */
export function accountsEnabled(req: { headers: NextApiRequest['headers'] }): boolean {
  return requestFlags(req).customerAccount;
}

/**
 * Every /api/account call (docs/accounts.md): 404 while the customer-account toggle is off; a state-changing call
 * also needs the site's origin (403), JSON (415), the CSRF header matching its cookie (403 `csrf`) and stays within
 * its rate limit (429); a customer's call needs a customer session (401 anonymous or expired, 403 another role).
 */
export function accountCall<B extends z.ZodType = z.ZodUnknown>(spec: AccountCallSpec<B>) {
  return apiHandler({
    methods: spec.methods,
    body: spec.body,
    stores: spec.changes,
    handle: async ({ body, req, res }) => {
      if (!accountsEnabled(req)) return sendError(res, 404, { error: 'not_found', message: 'Customer accounts are not open' });
      if (spec.changes) {
        // Even a call without a body (sign-out) is JSON: a form or text/plain post needs no preflight.
        if (!isJsonContentType(req.headers)) return sendError(res, 415, { error: 'unsupported_media_type', message: 'Send the body as application/json' });
        const problem = csrfProblem(req.headers);
        if (problem) return sendError(res, 403, { error: 'csrf', message: `This call needs the page's CSRF token: ${problem}` });
      }
      const principal = await principalOf(req);
      if (spec.access === 'customer' && principal.kind !== 'customer') {
        if (principal.kind === 'anonymous') return sendError(res, 401, { error: 'unauthorized', message: 'Sign in to reach your account' });
        return sendError(res, 403, { error: 'forbidden', message: `A ${principal.kind} session has no customer account` });
      }
      res.setHeader('Cache-Control', 'private, no-store');
      return spec.handle({ body: body as z.infer<B>, req, res, principal, accountId: principal.kind === 'customer' ? principal.accountId : 0 });
    },
  });
}
