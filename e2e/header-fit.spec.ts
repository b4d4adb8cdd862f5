import { expect, test, type Locale } from './fixtures';

/**
 * The header on a 360 px phone (issue 32, point 17): the logo whole (it was cut to 'Escap' by Belgium's FR / NL switch),
 * and the logo, the language switch and the icons side by side, none touching another (the gift icon touched the logo
 * in Spain), all on the screen. Every locale whose header differs: Belgium's two languages (the switch), Spain and
 * Italy (the longest labels behind the icons). The demo banner above the header changes nothing across it.
 */
const LOCALES: Locale[] = ['fr-BE', 'nl-BE', 'es-ES', 'it-IT'];

test.use({ viewport: { width: 360, height: 740 } });

for (const locale of LOCALES) {
  test(`the ${locale} header fits a 360 px phone: the logo whole, nothing overlapping`, async ({ page, site }) => {
    await site.visit('/', { locale });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.t('header.logo.label', locale) })).toBeVisible();
    const { boxes, logoCut, width } = await header.evaluate((banner) => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      };
      // The header's controls (the burger, the logo, the languages, the gift, wishlist, account and help icons).
      const controls = [...banner.querySelectorAll('a[href], button')].filter(visible);
      const logo = banner.querySelector('a[href] svg[role="img"]')?.closest('a');
      return {
        width: document.documentElement.clientWidth,
        logoCut: logo ? logo.scrollWidth > logo.clientWidth + 0.5 : true,
        boxes: controls.map((control) => {
          const box = control.getBoundingClientRect();
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
          return { name, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
        }),
      };
    });
    expect(logoCut, 'the logo is cut').toBe(false);
    expect(boxes.length).toBeGreaterThanOrEqual(5);
    const offScreen = boxes.filter((box) => box.left < -0.5 || box.right > width + 0.5).map((box) => box.name);
    expect(offScreen, 'header controls outside the screen').toEqual([]);
    const overlapping: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
        if (!apart) overlapping.push(`${a.name} × ${b.name}`);
      }),
    );
    expect(overlapping, 'header controls overlapping').toEqual([]);
  });
}
