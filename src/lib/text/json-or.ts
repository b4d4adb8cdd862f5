/** A JSON column's value, or `fallback` when it is empty or not JSON: jsonOr('[1]', []) → [1], jsonOr('{', []) → []. */
export const jsonOr = <T>(text: string | null | undefined, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};
