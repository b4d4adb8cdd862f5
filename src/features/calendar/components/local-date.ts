
/** A local Date for an ISO day, for formatting only (all arithmetic stays on ISO days). Kept apart from the grid so the field's bundle stays small. */
export const dateOf = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
};
