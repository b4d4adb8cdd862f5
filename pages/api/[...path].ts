import type { NextApiRequest, NextApiResponse } from 'next';
import { sendError } from '@/server/http/api-handler';

export const config = { api: { bodyParser: false } };

/**
 * Every /api/... address no route answers (Next tries every other route first): a JSON 404 instead of the site's
 * HTML not-found page, whatever the method.
 */
export default function unknownApiPath(_req: NextApiRequest, res: NextApiResponse) {
  sendError(res, 404, { error: 'not_found', message: 'No API call at this address' });
}
