import { useCallback, useState } from 'react';

/**
 * State a caller may control (`value` + `onChange`) or leave to the component (`defaultValue`).
 * Unlike Radix's internal hook, `onChange` runs synchronously inside the event that caused it.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
