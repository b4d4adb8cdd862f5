/**
 * Hand-written checks for the few answers the browser fetches right after a page loads, where loading zod (32 kB gzip)
 * would count in the page's first load. Each reads one value the way the matching zod schema does (same types, same
 * integer rule, unknown fields dropped) and throws a ContractError naming the first bad field; a property test holds
 * every such parser equal to its schema.
 */
export class ContractError extends Error {
  constructor(path: string, expected: string) {
    super(`${path || 'answer'}: expected ${expected}`);
    this.name = 'ContractError';
  }
}

export type Read<T> = (value: unknown, path: string) => T;

export const object = (value: unknown, path: string): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ContractError(path, 'an object');
  return value as Record<string, unknown>;
};

export const string: Read<string> = (value, path) => {
  if (typeof value !== 'string') throw new ContractError(path, 'a string');
  return value;
};

export const boolean: Read<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new ContractError(path, 'a boolean');
  return value;
};

/** zod's `z.number().int()`: a safe integer. */
export const integer: Read<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new ContractError(path, 'an integer');
  return value;
};

export const oneOf =
  <T extends string>(values: readonly T[]): Read<T> =>
  (value, path) => {
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) throw new ContractError(path, `one of ${values.join(', ')}`);
    return value as T;
  };

export const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (value, path) =>
    value === null ? null : read(value, path);

export const arrayOf =
  <T>(read: Read<T>): Read<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw new ContractError(path, 'an array');
    return value.map((item, index) => read(item, `${path}[${index}]`));
  };
