import { codeInFormat, type GiftFormat } from '@/contracts/gift-boxes';
import type { Locale } from '@/lib/locales';
import { href } from '@/shared/routes';

export type FormatSwitch = { code: string; giftFormat: GiftFormat; path: string };

/** Switching the format changes the code suffix, the box page's path and the `giftFormat` handed to checkout (§4). */
export function switchFormat(locale: Locale, box: { code: string; slug: string }, giftFormat: GiftFormat): FormatSwitch {
  const code = codeInFormat(box.code, giftFormat);
  return { code, giftFormat, path: href.giftBox(locale, { slug: box.slug, code }) };
}
