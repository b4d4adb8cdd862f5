import { offersHandler } from '@/server/catalog/offers/handlers';
import { getDb } from '@/server/db/get-db';

// Same as rawBodyConfig: Next reads `config` statically, so it must be a literal here.
export const config = { api: { bodyParser: false } };

export default offersHandler(getDb);
