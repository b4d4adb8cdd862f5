import type { SubElement, SubElementCategory, SubElementsResponse } from '@/contracts/sub-elements';

/** The category whose choice defaults to a free 'standard' option (§3: category 2, the sleeve). */
export const STANDARD_DEFAULT_CATEGORY = 2;
/** The hash value and id of that free default option. */
export const DEFAULT_OPTION = 'default';

/** One choice of a category: a catalog sub-element, or the free standard option of category 2. */
export type ExtraOption = { id: string; name: string; price: number; imageUrl: string | null; recommended: boolean; isDefault: boolean };
export type ExtraCategory = { id: number; key: string; label: string; singleSelection: boolean; options: ExtraOption[] };

/** A category's hash key: its catalog reference name in lower case, the same in every locale ('sleeves'). */
export const categoryKey = (category: Pick<SubElementCategory, 'name'>): string => category.name.toLowerCase();

const optionOf = (e: SubElement): ExtraOption => ({ id: String(e.id), name: e.name, price: e.price, imageUrl: e.imageUrl, recommended: e.recommendedByWed, isDefault: false });

/** The categories with their options, category 2 led by its free 'standard' option (named by the caller, in the page's language). */
export function extraCategories(list: SubElementsResponse, standardName: string): ExtraCategory[] {
  return list.categories.map((c) => {
    const own = list.availableCustomSubElements.filter((e) => e.categoryId === c.id).map(optionOf);
    const options =
      c.id === STANDARD_DEFAULT_CATEGORY ? [{ id: DEFAULT_OPTION, name: standardName, price: 0, imageUrl: null, recommended: false, isDefault: true }, ...own] : own;
    return { id: c.id, key: categoryKey(c), label: c.label, singleSelection: c.singleSelection, options };
  });
}

/** The chosen option ids per category key; a single-selection category of category 2 defaults to 'default'. */
export type ExtraSelections = Record<string, string[]>;

/**
 * The selections the hash holds (`#sleeves=12&cards=3,4`), keeping only ids present in the fetched list (§5):
 * an unknown id, a second id in a single-selection category, or a category not in the list is dropped.
 */
export function readSelections(hash: string, categories: readonly ExtraCategory[]): ExtraSelections {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const selections: ExtraSelections = {};
  for (const c of categories) {
    const known = new Set(c.options.map((o) => o.id));
    const raw = (params.get(c.key) ?? '').split(',').filter((id) => known.has(id));
    const ids = [...new Set(raw)];
    const chosen = c.singleSelection ? ids.slice(0, 1) : ids;
    if (chosen.length > 0) selections[c.key] = chosen;
    else if (c.id === STANDARD_DEFAULT_CATEGORY) selections[c.key] = [DEFAULT_OPTION];
  }
  return selections;
}

/** The hash with one category's choice written (its key removed when nothing is chosen), other keys kept. */
export function writeSelection(hash: string, key: string, ids: readonly string[]): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (ids.length === 0) params.delete(key);
  else params.set(key, ids.join(','));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `#${text}` : '';
}

/** What the chosen extras cost, in cents (only ids of the fetched list count). */
export function extrasTotal(selections: ExtraSelections, categories: readonly ExtraCategory[]): number {
  let total = 0;
  for (const c of categories) for (const id of selections[c.key] ?? []) total += c.options.find((o) => o.id === id)?.price ?? 0;
  return total;
}
