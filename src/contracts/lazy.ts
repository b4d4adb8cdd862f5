/**
 * Starts importing a schema module (zod and the schemas, never part of a page's first load) while the call it will
 * parse is in flight. A failed import is reported where the promise is awaited, not as an unhandled rejection.
 */
export function startImport<T>(load: () => Promise<T>): Promise<T> {
  const pending = load();
  pending.catch(() => undefined);
  return pending;
}
