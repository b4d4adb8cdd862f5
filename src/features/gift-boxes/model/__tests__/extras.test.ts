import { describe, expect, it } from '@jest/globals';
import type { SubElementsResponse } from '@/contracts/sub-elements';
import { DEFAULT_OPTION, extraCategories, extrasTotal, readSelections, writeSelection } from '../extras';

const LIST: SubElementsResponse = {
  categories: [
    { id: 1, name: 'Cards', label: 'Cartes', description: '', singleSelection: false },
    { id: 2, name: 'Sleeves', label: 'Fourreaux', description: '', singleSelection: true },
  ],
  availableCustomSubElements: [
    { id: 201, name: 'Anniversaire', imageUrl: null, categoryId: 2, price: 300, recommendedByWed: true },
    { id: 203, name: 'Fêtes', imageUrl: null, categoryId: 2, price: 400, recommendedByWed: false },
    { id: 101, name: 'Merci', imageUrl: null, categoryId: 1, price: 150, recommendedByWed: false },
    { id: 102, name: 'Joyeux anniversaire', imageUrl: null, categoryId: 1, price: 150, recommendedByWed: true },
  ],
};
const categories = extraCategories(LIST, 'Standard');

describe('the extras by category', () => {
  it("keys each category by its reference name in lower case and leads category 2 with a free 'standard' option", () => {
    expect(categories.map((c) => c.key)).toEqual(['cards', 'sleeves']);
    expect(categories[1].options[0]).toMatchObject({ id: DEFAULT_OPTION, name: 'Standard', price: 0, isDefault: true });
    expect(categories[0].options.map((o) => o.id)).toEqual(['101', '102']);
  });
});

describe('selections in the hash', () => {
  it.each([
    ['nothing chosen: the sleeve is the standard one', '', { sleeves: ['default'] }, 0],
    ['a sleeve', '#sleeves=201', { sleeves: ['201'] }, 300],
    ['a sleeve and two cards', '#sleeves=203&cards=101,102', { sleeves: ['203'], cards: ['101', '102'] }, 700],
    ['an id not in the fetched list is not counted', '#sleeves=999&cards=101,555', { sleeves: ['default'], cards: ['101'] }, 150],
    ["a card id under the sleeves' key is not counted", '#sleeves=101', { sleeves: ['default'] }, 0],
    ['a single-selection category keeps one id', '#sleeves=201,203', { sleeves: ['201'] }, 300],
    ['a repeated id counts once', '#cards=101,101', { sleeves: ['default'], cards: ['101'] }, 150],
    ['other hash keys are ignored', '#giftFormat=physical&sleeves=default', { sleeves: ['default'] }, 0],
    ['an upper-case key is not the category key', '#Sleeves=201', { sleeves: ['default'] }, 0],
  ])('%s', (_case, hash, selections, total) => {
    const read = readSelections(hash, categories);
    expect(read).toEqual(selections);
    expect(extrasTotal(read, categories)).toBe(total);
  });

  it('writes one category, keeps the other keys and drops an emptied category', () => {
    expect(writeSelection('#a=2', 'sleeves', ['201'])).toBe('#a=2&sleeves=201');
    expect(writeSelection('#sleeves=201&cards=101', 'cards', ['101', '102'])).toBe('#sleeves=201&cards=101,102');
    expect(writeSelection('#cards=101', 'cards', [])).toBe('');
  });

  it('reads back what it writes', () => {
    const hash = writeSelection(writeSelection('', 'sleeves', ['203']), 'cards', ['102']);
    expect(readSelections(hash, categories)).toEqual({ sleeves: ['203'], cards: ['102'] });
  });
});
