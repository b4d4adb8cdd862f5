/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { serverIntl } from '@/lib/intl/server-intl';
import type { Locale } from '@/lib/locales';
import { stayHeadwords } from '../stay-headwords';

/** The nights and board heading a stay's headwords follow the nights priced, in every catalog (issue 23 point 6). */
describe('stayHeadwords', () => {
  it.each([
    ['fr-FR', 1, '1 nuit avec petit-déjeuner'],
    ['fr-FR', 2, '2 nuits avec petit-déjeuner'],
    ['fr-BE', 3, '3 nuits avec petit-déjeuner'],
    ['es-ES', 1, '1 noche con desayuno'],
    ['es-ES', 2, '2 noches con desayuno'],
    ['nl-NL', 2, '2 nachten met ontbijt'],
    ['nl-BE', 1, '1 nacht met ontbijt'],
    ['it-IT', 1, '1 notte con colazione'],
    ['it-IT', 2, '2 notti con colazione'],
  ] as const)('%s, %i nights: %s, then the program', async (locale: Locale, nights, headword) => {
    const { intl } = await serverIntl(locale);
    expect(stayHeadwords(intl, 'weekend', nights, ['Dîner', 'Spa'])).toEqual([headword, 'Dîner', 'Spa']);
    expect(stayHeadwords(intl, 'single_voucher', nights, [])).toEqual([headword]);
  });

  it('leaves an activity as the catalog wrote it', async () => {
    const { intl } = await serverIntl('fr-FR');
    expect(stayHeadwords(intl, 'activity', 0, ['Kayak', 'pour 1 ou 2 personnes'])).toEqual(['Kayak', 'pour 1 ou 2 personnes']);
  });
});
