/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import { announcementBanners, promoBars, targetedBanners } from '../content.service';
import { hasVisibleText, richTextToHtml, safeContentUrl, sanitizeRichHtml } from '../safe-content';

describe('sanitizeRichHtml', () => {
  it.each([
    ['a script and its code', '<p>Sale<script>alert(1)</script></p>', '<p>Sale</p>'],
    ['an inline event handler', '<p onclick="alert(1)">Sale</p>', '<p>Sale</p>'],
    ['an event handler on a link', '<a href="/x" onmouseover="steal()">Go</a>', '<a href="/x">Go</a>'],
    ['a javascript: link', '<a href="javascript:alert(1)">Go</a>', '<a>Go</a>'],
    ['a javascript: link in disguise', '<a href="JaVaScRiPt&#58;alert(1)">Go</a>', '<a>Go</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">Go</a>', '<a>Go</a>'],
    ['a protocol-relative link', '<a href="//evil.example/x">Go</a>', '<a>Go</a>'],
    ['an image with onerror', '<p>Hi<img src=x onerror="alert(1)"></p>', '<p>Hi</p>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle /></svg>Hi', 'Hi'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>Hi', 'Hi'],
    ['a style attribute and style element', '<p style="position:fixed">Hi</p><style>body{}</style>', '<p>Hi</p>'],
    ['a form', '<form action="/x"><input name="q"><button>Go</button></form>', 'Go'],
  ])('removes %s', (_what, html, expected) => {
    expect(sanitizeRichHtml(html)).toBe(expected);
  });

  it('keeps paragraphs, emphasis and safe links', () => {
    const html = '<p><strong>Flash sale:</strong> <em>-30%</em> <a href="https://example.com/x">here</a>, <a href="/recherche#sort=promo">there</a> or <a href="mailto:help@example.com">mail</a></p>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('opens links in a new tab only with noopener', () => {
    expect(sanitizeRichHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichHtml('<a href="https://example.com" target="_top">x</a>')).toBe('<a href="https://example.com">x</a>');
  });
});

describe('richTextToHtml', () => {
  it('writes paragraphs of bold, italic and linked runs', () => {
    const html = richTextToHtml([
      { type: 'paragraph', children: [{ text: 'Flash sale:', bold: true }, { text: ' this weekend ' }, { text: 'only', italic: true }] },
      { type: 'paragraph', children: [{ text: 'See the offers', url: '/recherche#sort=promo' }] },
    ]);
    expect(html).toBe('<p><strong>Flash sale:</strong> this weekend <em>only</em></p><p><a href="/recherche#sort=promo">See the offers</a></p>');
  });

  it('shows markup typed into a run as text instead of running it', () => {
    const html = richTextToHtml([{ type: 'paragraph', children: [{ text: '<img src=x onerror=alert(1)> & <script>alert(2)</script>' }] }]);
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &lt;script&gt;alert(2)&lt;/script&gt;</p>');
  });

  it('drops a run link with an unsafe address but keeps its text', () => {
    expect(richTextToHtml([{ type: 'paragraph', children: [{ text: 'Click', url: 'javascript:alert(1)' }] }])).toBe('<p>Click</p>');
    expect(richTextToHtml([{ type: 'paragraph', children: [{ text: 'Click', url: '" onmouseover="alert(1)' }] }])).toBe('<p><a href="&quot; onmouseover=&quot;alert(1)">Click</a></p>');
  });

  it('tells empty content apart', () => {
    expect(hasVisibleText(richTextToHtml([{ type: 'paragraph', children: [{ text: '  ' }] }]))).toBe(false);
    expect(hasVisibleText(richTextToHtml([{ type: 'paragraph', children: [{ text: 'Hi' }] }]))).toBe(true);
  });
});

describe('safeContentUrl', () => {
  it.each([
    ['/recherche#theme=26', '/recherche#theme=26'],
    ['theme=26&flow=gifting', 'theme=26&flow=gifting'],
    ['#city=3', '#city=3'],
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['  HTTP://example.com ', 'HTTP://example.com'],
    ['tel:+33123456789', 'tel:+33123456789'],
    ['javascript:alert(1)', null],
    [' JAVASCRIPT:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,hi', null],
    ['vbscript:msgbox', null],
    ['//evil.example', null],
    ['\\\\evil.example', null],
    ['', null],
  ])('%j → %j', (url, expected) => {
    expect(safeContentUrl(url)).toBe(expected);
  });
});

describe('content calls hand out only safe content', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl: null });
    await t.db
      .insertInto('announcement_banner')
      .values([
        { id: 1, locale: 'fr_FR', page: 'home', color_variation: 'red', link_url: 'javascript:alert(1)', content: JSON.stringify([{ type: 'paragraph', children: [{ text: 'Vente <script>alert(1)</script>', bold: true }] }]) },
        { id: 2, locale: 'fr_FR', page: 'search', color_variation: 'grey', link_url: 'sort=promo', content: JSON.stringify([{ type: 'paragraph', children: [{ text: ' ' }] }]) },
        { id: 3, locale: 'fr_FR', page: 'product', color_variation: 'green', link_url: '/recherche#theme=26', content: JSON.stringify([{ type: 'paragraph', children: [{ text: 'Bien-être', url: 'data:text/html,x' }] }]) },
      ])
      .execute();
    await t.db
      .insertInto('promo_bar')
      .values({
        id: 1, locale: 'fr_FR', internal_code: 'x', campaign: 'c', category: 'promo_bar', flow: 'all', pages: '["home"]', background: '#000000', font: 'light', starts_at: null, ends_at: null, position: 0,
        links: JSON.stringify([{ label: 'bad', url: 'javascript:alert(1)', newTab: false, variation: 'default' }, { label: 'good', url: 'sort=promo', newTab: false, variation: 'default' }]),
        ctas: JSON.stringify([{ label: 'bad', url: 'vbscript:x', newTab: true }]),
      })
      .execute();
    await t.db
      .insertInto('targeted_banner')
      .values({
        id: 1, locale: 'fr_FR', page: 'search', theme_id: null, title: 't', subtitle: 's', image_key: 'banner-gift-0-0', image_mobile_key: 'banner-gift-0-1', image_position: 'center', image_alt: 'a',
        ctas: JSON.stringify([{ label: 'bad', url: 'javascript:alert(1)', newTab: false }]), url: 'javascript:alert(1)', new_tab: 0, campaign: 'c', category: 'k', position: 0,
      })
      .execute();
  });
  afterAll(() => t?.destroy());

  it('sends announcement banners as sanitised HTML, without unsafe links or empty banners', async () => {
    const answer = await announcementBanners(t.db, 'fr_FR');
    expect(answer.homePages).toEqual([expect.objectContaining({ id: 1, html: '<p><strong>Vente &lt;script&gt;alert(1)&lt;/script&gt;</strong></p>', link: null })]);
    expect(answer.searchPages).toEqual([]);
    expect(answer.productPages).toEqual([expect.objectContaining({ id: 3, html: '<p>Bien-être</p>', link: { url: '/recherche#theme=26' } })]);
  });

  it('leaves unsafe links out of promo bars and targeted banners', async () => {
    const [bar] = (await promoBars(t.db, { locale: 'fr_FR' })).items;
    expect(bar.links.map((l) => l.label)).toEqual(['good']);
    expect(bar.ctas).toEqual([]);
    const [banner] = (await targetedBanners(t.db, { locale: 'fr_FR', page: 'search' })).items;
    expect(banner.url).toBe('');
    expect(banner.ctas).toEqual([]);
  });
});
