/**
 * Browser storage, guarded: blocked storage (privacy modes, sandboxed frames) and a full quota never throw. Reading
 * gives null, writing does nothing. What storage holds may be anything: callers parse it (docs/architecture.md).
 */
export type StorageKind = 'localStorage' | 'sessionStorage';

/** The text under `key`, or null (absent, blocked, or on the server). */
export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window[kind].getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`, or removes the key when null. Returns whether the storage took it. */
export function writeStorage(kind: StorageKind, key: string, value: string | null): boolean {
  try {
    if (value === null) window[kind].removeItem(key);
    else window[kind].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Whether the storage holds nothing at all (blocked storage counts as empty): lets a page skip loading code that reads it. */
export function storageIsEmpty(kind: StorageKind): boolean {
  try {
    return window[kind].length === 0;
  } catch {
    return true;
  }
}
