import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { CmsBlock } from '@/contracts/cms-page';
import type { Locale } from '@/lib/locales';
import { theme } from '@/styles/theme';
import { CmsAnchor } from './cms-link';
// Imported, not loaded on demand: the server draws it, and a chunk still loading as the page hydrates would take it
// off the screen for that time (the content below it moved up, then down again).
import Countdown from './countdown';
import { WideInner } from './editorial-blocks';


/**
 * The promo jumbotron of a landing (§2.9): the offer, its code and its countdown between its start and end, drawn as
 * it was at `renderedAt` (the page's render time) until the browser's clock takes over.
 */
export function PromoJumbotron({ block, locale, headingId, renderedAt }: { block: Extract<CmsBlock, { type: 'promoJumbotron' }>; locale: Locale; headingId: string; renderedAt: number }) {
  return (
    <Frame aria-labelledby={headingId} style={block.image ? { backgroundImage: `linear-gradient(90deg, rgba(154, 52, 18, 0.94), rgba(154, 52, 18, 0.6)), url("${block.image.url}")` } : undefined}>
      <WideInner>
        <h2 id={headingId}>{block.title}</h2>
        {block.subtitle && <p>{block.subtitle}</p>}
        {block.code && (
          <p>
            <FormattedMessage id="cms.promo.code" values={{ code: <Code>{block.code}</Code> }} />
          </p>
        )}
        {block.startsAt && block.endsAt && <Countdown startsAt={block.startsAt} endsAt={block.endsAt} renderedAt={renderedAt} />}
        {block.cta && (
          <CmsAnchor locale={locale} url={block.cta.url} newTab={block.cta.newTab}>
            {block.cta.label}
          </CmsAnchor>
        )}
      </WideInner>
    </Frame>
  );
}

const Frame = styled.section`
  color: ${theme.colors.white};
  background-color: ${theme.colors.accentDark};
  background-size: cover;
  background-position: center;
`;
const Code = styled.strong`
  padding: ${`${theme.space.xxs} ${theme.space.sm}`};
  border: 2px dashed currentColor;
  border-radius: ${theme.radius.sm};
  letter-spacing: 0.05em;
`;
