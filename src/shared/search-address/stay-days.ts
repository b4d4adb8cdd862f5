/** The longest stay a search carries (the criteria contract allows 1 to 14 nights). Day arithmetic: src/lib/days.ts. */
export const MAX_NIGHTS = 14;
