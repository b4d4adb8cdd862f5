import { facetsHandler } from '@/server/catalog/offers/handlers';
import { getDb } from '@/server/db/get-db';

export default facetsHandler(getDb);
