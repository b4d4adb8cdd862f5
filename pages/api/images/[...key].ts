import { createImageRoute } from '@/server/http/image-route';

export const config = { api: { bodyParser: false } };

/** Catalog pictures the catalog shows, drawn from their key and kept on disk under a size (src/server/http/image-route.ts). */
export default createImageRoute();
