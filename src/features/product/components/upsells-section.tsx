import { useEffect, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import Image from '@/components/ui/image';
import { formatMoney } from '@/lib/money';
import type { DetailUpsell } from '@/contracts/weekend-detail';
import { useAppConfig } from '@/shared/app-config';
import { href, slugOf } from '@/shared/routes';
import { useNavigate } from '@/shared/use-navigate';
import { theme } from '@/styles/theme';
import type { ProductAddress } from '../model/product-address';
import { productHash } from '../model/product-address';
import { availableUpsells, UPSELL_NAVIGATION_DELAY_MS, upsellMove } from '../model/upsell';

const uDefined = defineMessages({
  add: { id: 'product.upsells.add' },
  addLabel: { id: 'product.upsells.addLabel' },
  remove: { id: 'product.upsells.remove' },
  added: { id: 'product.upsells.added' },
  difference: { id: 'product.upsells.difference' },
  loading: { id: 'product.upsells.loading' },
});
/** Plain descriptors: several of these messages take values. */
const u = uDefined as Record<keyof typeof uDefined, MessageDescriptor>;

export type UpsellsProps = {
  offerId: number;
  label: string;
  upsells: readonly DetailUpsell[];
  address: ProductAddress;
  flow: 'booking' | 'gifting';
  navigate?: (url: string) => void;
};

/**
 * The upsell extras (§2.1, §3, §4): each upsell of the stay with its extras and what it costs more (for the visitor's
 * dates and family when dated); on an upsell's page (the hash's `offerId` names its base), the extra added with
 * 'Remove'. Each upsell shows its stay's first picture. A press shows 'We are updating your stay…' and opens the
 * resulting offer 500 ms later, the stay kept.
 */
export function UpsellsBody({ offerId, label, upsells, address, flow, navigate: navigateProp }: UpsellsProps) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const siteNavigate = useNavigate();
  const navigate = navigateProp ?? siteNavigate;
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    const later = setTimeout(() => navigate(pending), UPSELL_NAVIGATION_DELAY_MS);
    return () => clearTimeout(later);
  }, [pending, navigate]);
  const base = address.baseOfferId ?? null;
  const onUpsell = base !== null && base !== offerId;
  const list = availableUpsells(upsells, offerId);

  const press = (upsellId: number, upsellLabel: string, action: 'add' | 'remove') => {
    const move = upsellMove({ currentOfferId: offerId, baseOfferId: base, upsellId, action });
    if (!move || pending) return;
    const hash = productHash({ ...address, activityDates: {}, baseOfferId: move.baseOfferId });
    // The base's slug is not known here: its page redirects to its own slug, keeping the hash.
    setPending(href.product(locale, move.targetOfferId, { slug: action === 'add' ? slugOf(upsellLabel) || undefined : undefined, flow: flow === 'gifting' ? 'gifting' : undefined, hash }));
  };

  return (
    <Body data-testid="upsells">
      {onUpsell && (
        <div className="added" data-testid="upsell-added">
          <p>
            <strong>{intl.formatMessage(u.added)}</strong>
            <span>{label}</span>
          </p>
          <Button variant="secondary" disabled={pending !== null} onClick={() => press(offerId, label, 'remove')} data-testid="upsell-remove">
            {intl.formatMessage(u.remove)}
          </Button>
        </div>
      )}
      <ul>
        {list.map((upsell) => (
          <li key={upsell.id}>
            {/* The upsell stay's own picture (its extras are said beside it: the picture adds nothing to read). */}
            {upsell.imageUrl && <Image src={upsell.imageUrl} alt="" width={96} height={72} loading="lazy" />}
            <div>
              <strong>{upsell.programLines.join(', ')}</strong>
              <span>{intl.formatMessage(u.difference, { amount: formatMoney(upsell.priceDifference, intl.locale), perNight: formatMoney(upsell.priceDifferencePerLos, intl.locale) })}</span>
            </div>
            <Button variant="secondary" disabled={pending !== null} onClick={() => press(upsell.id, upsell.label, 'add')} aria-label={intl.formatMessage(u.addLabel, { extras: upsell.programLines.join(', ') })} data-testid="upsell-add">
              {intl.formatMessage(u.add)}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className="status">
        {pending ? intl.formatMessage(u.loading) : ''}
      </p>
    </Body>
  );
}

const Body = styled.div`
  ul {
    display: grid;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li,
  .added {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    align-items: center;
    justify-content: space-between;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  li div {
    display: grid;
    flex: 1 1 12rem;
  }
  li img {
    flex: none;
    border-radius: ${theme.radius.sm};
    object-fit: cover;
  }
  li span {
    color: ${theme.colors.textMuted};
  }
  .added {
    margin-bottom: ${theme.space.sm};
    p {
      display: grid;
      margin: 0;
    }
  }
  .status:empty {
    margin: 0;
  }
`;
