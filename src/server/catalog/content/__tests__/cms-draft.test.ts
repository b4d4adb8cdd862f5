import { describe, expect, it } from '@jest/globals';
import { DRAFT_CACHE_CONTROL, pickVersion, previewSecretMatches, previewTarget } from '../cms-draft';

const published = { status: 'published' as const, title: 'published' };
const draft = { status: 'draft' as const, title: 'draft' };

describe('draft mode (§4)', () => {
  it.each([
    ['published and draft, visitor', [published, draft], false, 'published'],
    ['published and draft, draft mode', [draft, published], true, 'draft'],
    ['published only, draft mode', [published], true, 'published'],
    ['draft only, visitor: not found', [draft], false, null],
    ['draft only, draft mode', [draft], true, 'draft'],
    ['nothing', [], true, null],
  ])('%s', (_case, rows, draftMode, expected) => {
    expect(pickVersion(rows, draftMode)?.title ?? null).toBe(expected);
  });

  it('answers draft pages private and never stored', () => {
    expect(DRAFT_CACHE_CONTROL).toBe('private, no-store');
  });

  it.each([
    [undefined, 'anything-at-all-1234', false],
    ['a-long-preview-secret', undefined, false],
    ['a-long-preview-secret', 'a-long-preview-secreT', false],
    ['a-long-preview-secret', 'a-long-preview-secret-', false],
    ['a-long-preview-secret', ['a-long-preview-secret'], false],
    ['a-long-preview-secret', 'a-long-preview-secret', true],
  ])('secret %s, given %s: %s', (configured, given, expected) => {
    expect(previewSecretMatches(configured, given)).toBe(expected);
  });

  it.each([
    ['/', '/'],
    ['/es-ES/ofertas/winter-sale', '/es-ES/ofertas/winter-sale'],
    ['/?flow=gifting', '/?flow=gifting'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/<script>', '/'],
    [undefined, '/'],
  ])('sends the editor to %s as %s', (path, expected) => {
    expect(previewTarget(path)).toBe(expected);
  });
});
