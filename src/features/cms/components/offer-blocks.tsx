import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Money } from '@/components/ui/money';
import type { CmsBlock } from '@/contracts/cms-page';
import type { Locale } from '@/lib/locales';
import { absolutePath, href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { CmsImage } from './cms-image';
import { CmsAnchor } from './cms-link';
import { BlockSection, CardBody, CardGrid, card, ctaLink } from './cms-styles';

type Props<T extends CmsBlock['type']> = { block: Extract<CmsBlock, { type: T }>; locale: Locale; headingId: string };

/** The boxes block (§2.8, §3 'box card block'): cards of gift boxes with their rating, price and promotion. */
export function BoxesBlock({ block, locale, headingId }: Props<'boxes'>) {
  return (
    <BlockSection aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title}</h2>
      {block.subtitle && <Lead>{block.subtitle}</Lead>}
      <CardGrid $min="220px">
        {block.boxes.map((box) => (
          <li key={box.code}>
            <Card href={absolutePath(locale, href.giftBox(locale, { slug: box.slug, code: box.code }))}>
              <CmsImage image={{ ...box.image, alt: '' }} sizes="(min-width: 1024px) 300px, 50vw" />
              <CardBody>
                <h3>{box.title}</h3>
                <p>{box.description}</p>
                <p>
                  <FormattedMessage id="cms.rating" values={{ rating: box.rating }} />
                </p>
                <Price>
                  <FormattedMessage id="cms.price.from" values={{ price: <Money cents={box.price} /> }} />
                  {box.promo > 0 && (
                    <Was>
                      <FormattedMessage id="cms.price.instead" values={{ price: <Money cents={box.referencePrice} /> }} />
                    </Was>
                  )}
                </Price>
              </CardBody>
            </Card>
          </li>
        ))}
      </CardGrid>
      {block.cta && (
        <More>
          <CmsAnchor locale={locale} url={block.cta.url} newTab={block.cta.newTab}>
            {block.cta.label}
          </CmsAnchor>
        </More>
      )}
    </BlockSection>
  );
}

/** Top search results (§2.8): the most popular stays (or gifts, or activities) of the flow, optionally of a theme. */
export function TopSearchResultsBlock({ block, locale, headingId, flow }: Props<'topSearchResults'> & { flow: string }) {
  return (
    <BlockSection aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title}</h2>
      <CardGrid>
        {block.offers.map((offer) => (
          <li key={offer.id}>
            <Card href={absolutePath(locale, flow === 'activity' ? href.activity(locale, offer.id) : href.product(locale, offer.id, { slug: offer.slug, flow: flow === 'gifting' ? 'gifting' : undefined }))}>
              <CmsImage image={{ ...offer.image, alt: '' }} sizes="(min-width: 1024px) 300px, 50vw" />
              {offer.promo >= 10 && (
                <Badge>
                  <FormattedMessage id="cms.promo.percent" values={{ percent: offer.promo }} />
                </Badge>
              )}
              <CardBody>
                <h3>{offer.label}</h3>
                <p>
                  <FormattedMessage id="cms.offer.where" values={{ hotel: offer.hotel, city: offer.city }} />
                </p>
                {offer.nights > 0 && (
                  <p>
                    <FormattedMessage id="cms.offer.nights" values={{ count: offer.nights }} />
                  </p>
                )}
                <Price>
                  <FormattedMessage id="cms.price.from" values={{ price: <Money cents={offer.price} /> }} />
                </Price>
              </CardBody>
            </Card>
          </li>
        ))}
      </CardGrid>
      {block.search && (
        <More>
          <CmsAnchor locale={locale} url={`${block.search}${flow === 'gifting' ? '&flow=gifting' : ''}`}>
            <FormattedMessage id="cms.seeAllResults" />
          </CmsAnchor>
        </More>
      )}
    </BlockSection>
  );
}

const Lead = styled.p`
  margin: -${theme.space.sm} 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
`;
const Card = styled.a`
  ${card}
`;
const Price = styled.p`
  && {
    margin-top: auto;
    padding-top: ${theme.space.xs};
    color: ${theme.colors.text};
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.md};
  }
`;
const Was = styled.span`
  display: block;
  font-weight: ${theme.font.weight.regular};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;
const Badge = styled.span`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  padding: ${`${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.promo};
  color: ${theme.colors.white};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
`;
const More = styled.p`
  margin: ${theme.space.md} 0 0;
  a {
    ${ctaLink}
  }
`;
