import { facetsHandler } from '@/server/http/search-handlers';
import { getDb } from '@/server/db/get-db';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

export default facetsHandler(getDb);
