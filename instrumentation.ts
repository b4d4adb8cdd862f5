/** Next calls this once when a server starts: warm the catalog's in-memory indexes (Node runtime only). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { warmUpCatalog } = await import('./src/server/catalog/warm-up');
  warmUpCatalog();
}
