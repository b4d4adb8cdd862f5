/** @jest-environment node */
import { checkSignature, signatureHeader } from '../webhook-signature';

const SECRET = 'whsec_test_secret';
const BODY = '{"id":"evt_1","type":"checkout.session.completed"}';
const AT = new Date('2026-11-26T12:00:00Z');
const header = signatureHeader(SECRET, BODY, AT);
const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);

describe('checkSignature: the raw body, the secret and a fresh timestamp', () => {
  it.each([
    ['the signed body', header, BODY, SECRET, AT, 'valid'],
    ['4 minutes later', header, BODY, SECRET, later(240), 'valid'],
    ['6 minutes later (a replay)', header, BODY, SECRET, later(360), 'stale'],
    ['a body changed by one character', header, BODY.replace('1', '2'), SECRET, AT, 'mismatch'],
    ['another secret', header, BODY, 'whsec_other', AT, 'mismatch'],
    ['an old and a new signature while the secret rolls', `${header},v1=${'0'.repeat(64)}`, BODY, SECRET, AT, 'valid'],
    ['no header', undefined, BODY, SECRET, AT, 'malformed'],
    ['no timestamp', header.replace(/t=\d+,/, ''), BODY, SECRET, AT, 'malformed'],
    ['a signature that is not hex', 't=1,v1=zz', BODY, SECRET, AT, 'malformed'],
    ['a timestamp that is not a number', header.replace(/t=\d+/, 't=soon'), BODY, SECRET, AT, 'malformed'],
  ])('%s → %s', (_, h, body, secret, now, expected) => expect(checkSignature(h, body, secret, now)).toBe(expected));
});
