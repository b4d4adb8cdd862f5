import { describe, expect, it } from '@jest/globals';
import { DEFAULT_GIFT_CARD_AMOUNT, giftCardAmountOf, giftCardDesignOf } from '../gift-card';
import { giftFieldError, parseStoredCustomisation, storedCustomisation, storedGiftTexts, typeInto, GIFT_FORM_LIMITS } from '../gift-customisation';

const long = (n: number) => 'a'.repeat(n);

describe('the gift form (§5: fromName 40 text only, message 180, mandatory name only in the stay form)', () => {
  it.each([
    ['fromName', '', {}, null],
    ['fromName', '   ', {}, null],
    ['fromName', '', { nameMandatory: true }, 'mandatory'],
    ['fromName', '  ', { nameMandatory: true }, 'mandatory'],
    ['fromName', 'Zoé', {}, null],
    ['fromName', "Jean-Luc O'Neil", {}, null],
    ['fromName', 'Anne 2', {}, 'textOnly'],
    ['fromName', 'Anne!', {}, 'textOnly'],
    ['fromName', '-Anne', {}, 'textOnly'],
    ['fromName', long(40), {}, null],
    ['fromName', long(41), {}, 'tooLong'],
    ['message', '', { nameMandatory: true }, null],
    ['message', 'Joyeux anniversaire ! 🎉 2024', {}, null],
    ['message', long(180), {}, null],
    ['message', long(181), {}, 'tooLong'],
  ] as const)('%s %j %j → %p', (field, value, options, expected) => {
    expect(giftFieldError(field, value, options)).toBe(expected);
  });

  it.each([
    ['fromName', long(39), long(40), long(40), false],
    ['fromName', long(40), long(41), long(40), true],
    ['message', long(180), `${long(180)}b`, long(180), true],
    ['message', 'Hello', `Hello${long(200)}`, 'Hello', true],
    ['message', long(10), long(9), long(9), false],
  ] as const)('typing into %s beyond its limit is rejected', (field, previous, next, value, rejected) => {
    expect(typeInto(field, previous, next)).toEqual({ value, rejected });
  });

  it('is stored while a field holds text and removed when both are empty', () => {
    expect(storedCustomisation({ fromName: '', message: '' })).toBeNull();
    expect(storedCustomisation({ fromName: '  ', message: ' ' })).toBeNull();
    expect(JSON.parse(storedCustomisation({ fromName: 'Zoé', message: '' })!)).toEqual({ fromName: 'Zoé', message: '' });
    expect(parseStoredCustomisation(storedCustomisation({ fromName: '', message: 'Bravo' }))).toEqual({ fromName: '', message: 'Bravo' });
  });

  it.each([null, '', 'not json', '42', 'null', '{"fromName":3}', JSON.stringify({ fromName: long(GIFT_FORM_LIMITS.fromName + 1), message: long(181) })])(
    'reads unparsable or oversized storage %j as empty',
    (raw) => {
      expect(parseStoredCustomisation(raw)).toEqual({ fromName: '', message: '' });
    },
  );
});

describe('the texts a checkout reads back from any gift page (gift card page, box drawer): one rule', () => {
  it.each([
    [null, { fromName: '', message: '' }],
    ['not json', { fromName: '', message: '' }],
    [JSON.stringify({ fromName: ' Zoé ', message: 'Bon anniversaire' }), { fromName: 'Zoé', message: 'Bon anniversaire' }],
    [JSON.stringify({ fromName: 'Zoé 2', message: 'Bravo' }), { fromName: '', message: 'Bravo' }],
    [JSON.stringify({ fromName: 'Zoé', message: long(181) }), { fromName: 'Zoé', message: '' }],
    [JSON.stringify({ fromName: long(41), message: long(180) }), { fromName: '', message: long(180) }],
    [JSON.stringify({ fromName: 'Zoé' }), { fromName: 'Zoé', message: '' }],
  ])('%j → %j', (raw, expected) => expect(storedGiftTexts(raw)).toEqual(expected));

  it('gives back exactly what a valid form stored', () => {
    const texts = { fromName: "Jean-Luc O'Neil", message: `Pour vous deux\n${long(160)}` };
    expect(storedGiftTexts(storedCustomisation(texts))).toEqual(texts);
  });
});

describe('gift card choices', () => {
  it.each([
    ['5000', 5000],
    [7500, 7500],
    ['4000', DEFAULT_GIFT_CARD_AMOUNT],
    ['abc', DEFAULT_GIFT_CARD_AMOUNT],
    [undefined, DEFAULT_GIFT_CARD_AMOUNT],
  ])('amount %j → %p', (raw, expected) => expect(giftCardAmountOf(raw)).toBe(expected));
  it.each([
    ['love', 'love'],
    ['ugly', 'birthday'],
    [undefined, 'birthday'],
  ])('design %j → %p', (raw, expected) => expect(giftCardDesignOf(raw)).toBe(expected));
});
