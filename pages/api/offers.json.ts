import { offersHandler } from '@/server/catalog/offers/handlers';
import { getDb } from '@/server/db/get-db';
import { rawBodyConfig } from '@/server/http/api-handler';

export const config = rawBodyConfig;

export default offersHandler(getDb);
