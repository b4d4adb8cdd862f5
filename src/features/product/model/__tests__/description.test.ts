/** @jest-environment node */
import { DESCRIPTION_LIMIT, truncateDescription } from '../description';

const long = 'Un séjour au calme dans une maison de maître du XIXe siècle, entourée de vignes, avec un dîner gastronomique et une visite de cave.';

describe('truncateDescription', () => {
  it.each<[string, number, { text: string; truncated: boolean }]>([
    ['Court.', 86, { text: 'Court.', truncated: false }],
    ['  plein   d’espaces \n ici ', 86, { text: 'plein d’espaces ici', truncated: false }],
    ['Un séjour au calme', 9, { text: 'Un séjour…', truncated: true }],
    ['abcdefghijklmnop', 10, { text: 'abcdefghij…', truncated: true }],
    ['Un séjour, au calme', 10, { text: 'Un séjour…', truncated: true }],
    ['x'.repeat(86), 86, { text: 'x'.repeat(86), truncated: false }],
  ])('%j at %s', (text, limit, expected) => expect(truncateDescription(text, limit)).toEqual(expected));

  it('keeps at most the limit before the ellipsis, 86 on mobile and 250 on desktop', () => {
    expect(DESCRIPTION_LIMIT).toEqual({ mobile: 86, desktop: 250 });
    const mobile = truncateDescription(long, DESCRIPTION_LIMIT.mobile);
    expect(mobile.truncated).toBe(true);
    expect(mobile.text.length).toBeLessThanOrEqual(87);
    expect(mobile.text).toBe('Un séjour au calme dans une maison de maître du XIXe siècle, entourée de vignes, avec…');
    expect(truncateDescription(long, DESCRIPTION_LIMIT.desktop)).toEqual({ text: long, truncated: false });
  });
});
