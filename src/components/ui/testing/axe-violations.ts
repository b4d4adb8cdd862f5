import axe from 'axe-core';

/**
 * axe rule ids violated inside `root` (whole document by default). Colour contrast and landmarks are left to the
 * Playwright axe run on real pages: jsdom has no layout and a lone component sits in no landmark.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
