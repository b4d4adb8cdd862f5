/** A piece of code fetched on demand: `load()` imports it once, `current()` gives it synchronously once it is here. */
export type LazyPart<T> = { load: () => Promise<T>; current: () => T | null };

/**
 * One import for the page's life, shared by every caller; a failed one is forgotten, so the next call (the next
 * pointer, focus or opening) tries again. The facades (search box, filter bar, calendar, header panels) load with it.
 */
export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load: () =>
      (pending ??= importer().then(
        (loaded) => (value = loaded),
        (failure: unknown) => {
          pending = null;
          throw failure;
        },
      )),
    current: () => value,
  };
}
