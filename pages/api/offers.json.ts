import { offersHandler } from '@/server/http/search-handlers';
import { getDb } from '@/server/db/get-db';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

export default offersHandler(getDb);
