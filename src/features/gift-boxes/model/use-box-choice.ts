import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatOfCode, type GiftBoxDetail, type GiftFormat } from '@/contracts/gift-boxes';
import { useLocationHash } from '@/lib/use-location-hash';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { shippingCostsUrl, subElementsUrl, useShippingCosts, useSubElements } from '@/shared/gift-extras-api';
import { extraCategories, extrasTotal, readSelections, writeSelection, type ExtraCategory, type ExtraSelections } from './extras';
import { switchFormat } from './gift-format';
import { NO_PHYSICAL_FORMAT, physicalFormatState, type PhysicalFormatState } from './physical-format';
import { ownCountryCost, shippingTotal } from './shipping';

export type BoxChoice = {
  code: string;
  giftFormat: GiftFormat;
  physical: PhysicalFormatState;
  chooseFormat: (format: GiftFormat) => void;
  /** the extras of the physical format, once loaded (none for digital) */
  categories: ExtraCategory[];
  selections: ExtraSelections;
  select: (categoryKey: string, ids: string[]) => void;
  /** cents: the box in its format, shipping (null while loading), extras, everything */
  price: number;
  shipping: number | null;
  /** cents: what shipping the physical format costs to the visitor's country, null until known */
  physicalShipping: number | null;
  extras: number;
  total: number;
  /** the checkout hand-off: code and giftFormat in the query, the extras in the hash */
  offerHref: string;
};

/** Replace the hash without a new history entry and tell useLocationHash (replaceState fires no hashchange). */
function replaceHash(hash: string) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/**
 * The buyer's choice on a box page (§4 gift format, box Offer): the format (digital by default; switching it changes
 * the code suffix, the page's path and giftFormat), the physical format's shipping and extras (kept in the hash),
 * and the total handed to the checkout.
 */
export function useBoxChoice(detail: GiftBoxDetail): BoxChoice {
  const { locale, flags, apiBase } = useAppConfig();
  const intl = useIntl();
  const router = useRouter();
  const [chosenCode, setCode] = useState(detail.code);
  const mayShip = flags.physicalGiftFormat && !NO_PHYSICAL_FORMAT.includes(locale) && detail.variants.physical !== null;
  const shippingCall = useShippingCosts(mayShip ? shippingCostsUrl(apiBase, locale) : null);
  // Costs without the visitor's own country cannot price the delivery: as if the call had failed.
  const ownCost = shippingCall.data ? ownCountryCost(shippingCall.data, locale) : undefined;
  const physical = physicalFormatState({
    locale,
    flagOn: flags.physicalGiftFormat,
    variant: detail.variants.physical ? 'found' : 'absent',
    shipping: shippingCall.error || (shippingCall.data && !ownCost) ? 'error' : shippingCall.data ? 'loaded' : 'loading',
  });
  // §4: physical only while the shipping costs load without error. A physical page whose costs fail (or lack the
  // visitor's country) is the digital box, whose format can still be sold.
  const fallback = formatOfCode(chosenCode) === 'physical' && physical === 'unavailable' && detail.variants.digital !== null ? switchFormat(locale, { code: chosenCode, slug: detail.slug }, 'digital') : null;
  const code = fallback?.code ?? chosenCode;
  const giftFormat = formatOfCode(code);
  const extrasCall = useSubElements(giftFormat === 'physical' ? subElementsUrl(apiBase, locale) : null);
  const standardName = intl.formatMessage({ id: 'giftBoxes.extras.standard' });
  const categories = useMemo(() => (giftFormat === 'physical' && extrasCall.data ? extraCategories(extrasCall.data, standardName) : []), [giftFormat, extrasCall.data, standardName]);
  const hash = useLocationHash() ?? '';
  const selections = useMemo(() => readSelections(hash, categories), [hash, categories]);

  const chooseFormat = useCallback(
    (format: GiftFormat) => {
      const next = switchFormat(locale, { code, slug: detail.slug }, format);
      setCode(next.code);
      void router.replace(`${next.path}${window.location.hash}`, undefined, { shallow: true, scroll: false });
    },
    [locale, code, detail.slug, router],
  );
  const select = useCallback((key: string, ids: string[]) => replaceHash(writeSelection(window.location.hash, key, ids)), []);
  // The address follows the fallback to the digital box (the router is outside React's state).
  const fallbackPath = fallback?.path ?? null;
  useEffect(() => {
    if (fallbackPath) void router.replace(`${fallbackPath}${window.location.hash}`, undefined, { shallow: true, scroll: false });
  }, [fallbackPath, router]);

  const price = detail.variants[giftFormat]?.sellPrice ?? detail.price.sellPrice;
  const physicalShipping = ownCost ? shippingTotal('physical', ownCost) : null;
  const shipping = giftFormat === 'digital' ? 0 : physicalShipping;
  const extras = extrasTotal(selections, categories);
  const extrasHash = giftFormat === 'physical' ? Object.entries(selections).reduce((h, [key, ids]) => writeSelection(h, key, ids), '') : '';
  return {
    code,
    giftFormat,
    physical,
    chooseFormat,
    categories,
    selections,
    select,
    price,
    shipping,
    physicalShipping,
    extras,
    total: price + (shipping ?? 0) + extras,
    offerHref: `${href.boxCheckout(locale, { code, giftFormat })}${extrasHash}`,
  };
}
