import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { LinkButton } from '@/components/ui/button';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';

/** The inline gift and voucher blocks between result rows: both lead to the gift stays (gifting flow). */
export function InlinePromo({ kind }: { kind: 'gift' | 'voucher' }) {
  const { locale } = useAppConfig();
  return (
    <Promo aria-labelledby={`inline-promo-${kind}`}>
      <div>
        <h2 id={`inline-promo-${kind}`}>
          {kind === 'gift' ? <FormattedMessage id="search.inline.gift.title" /> : <FormattedMessage id="search.inline.voucher.title" />}
        </h2>
        <p>{kind === 'gift' ? <FormattedMessage id="search.inline.gift.text" /> : <FormattedMessage id="search.inline.voucher.text" />}</p>
      </div>
      <LinkButton href={href.search(locale, { flow: 'gifting' })} variant="secondary">
        {kind === 'gift' ? <FormattedMessage id="search.inline.gift.cta" /> : <FormattedMessage id="search.inline.voucher.cta" />}
      </LinkButton>
    </Promo>
  );
}

const Promo = styled.section`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandLight};
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.lg};
    color: ${theme.colors.brandDark};
  }
  p {
    margin: 0;
  }
`;
