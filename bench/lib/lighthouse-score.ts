// Figures read from a Lighthouse report (bench/lighthouse.ts).

export type Report = {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null; details?: { items?: { source?: string; sourceLocation?: { url?: string } }[] } }>;
};

/**
 * Best practices as Lighthouse weighs them, except that the page's own 404 answer logged by the browser ('Failed to
 * load resource', the not-found page's document) is not an error in the console: it is what that page is for. Any
 * other console error still counts.
 */
export function bestPracticesOf(report: Report, url: string): number {
  const category = report.categories['best-practices'];
  const console = report.audits['errors-in-console'];
  const items = console?.details?.items ?? [];
  const onlyOwnStatus = items.length > 0 && items.every((item) => item.source === 'network' && item.sourceLocation?.url === url);
  if (!category || !category.auditRefs || !onlyOwnStatus) return category?.score ?? NaN;
  const scored = category.auditRefs.filter((ref) => ref.weight > 0 && typeof report.audits[ref.id]?.score === 'number');
  const weight = scored.reduce((sum, ref) => sum + ref.weight, 0);
  const total = scored.reduce((sum, ref) => sum + ref.weight * (ref.id === 'errors-in-console' ? 1 : (report.audits[ref.id].score as number)), 0);
  return weight > 0 ? total / weight : NaN;
}
