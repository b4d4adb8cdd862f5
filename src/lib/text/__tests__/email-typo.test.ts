/** @jest-environment node */
import { editDistance, suggestEmail } from '../email-typo';

describe('suggestEmail: the domain-typo suggestion', () => {
  it.each<[string, string | null]>([
    ['marie@gmial.com', 'marie@gmail.com'],
    ['marie@gmal.com', 'marie@gmail.com'],
    ['marie@gmail.con', 'marie@gmail.com'],
    ['jan@hotmial.fr', 'jan@hotmail.fr'],
    ['jan@hotmail.frr', 'jan@hotmail.fr'],
    ['jan@homail.es', 'jan@hotmail.es'],
    ['luca@yaho.it', 'luca@yahoo.it'],
    ['luca@libro.it', 'luca@libero.it'],
    ['pierre@oragne.fr', 'pierre@orange.fr'],
    ['pierre@wanado.fr', 'pierre@wanadoo.fr'],
    ['anna@outlok.com', 'anna@outlook.com'],
    ['piet@telnet.be', 'piet@telenet.be'],
    [' Marie.Dupont@GMIAL.COM ', 'Marie.Dupont@gmail.com'],
    // Known domains, far-off domains, addresses without a domain: nothing to suggest.
    ['marie@gmail.com', null],
    ['marie@hotmail.fr', null],
    ['marie@my-company.eu', null],
    ['marie@ac.fr', null],
    ['marie', null],
    ['@gmial.com', null],
    ['', null],
  ])('%j → %j', (email, expected) => expect(suggestEmail(email)).toBe(expected));
});

describe('editDistance', () => {
  it.each<[string, string, number]>([
    ['gmail', 'gmail', 0],
    ['gmial', 'gmail', 1],
    ['gmal', 'gmail', 1],
    ['gmaill', 'gmail', 1],
    ['gnail', 'gmail', 1],
    ['kitten', 'sitting', 3],
  ])('%s / %s → %i', (a, b, expected) => expect(editDistance(a, b)).toBe(expected));
});
