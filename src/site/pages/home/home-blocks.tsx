import { defineMessages, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { CmsBlock, HomeFlow } from '@/contracts/cms-page';
import { ContentBlock, isStaticBlock } from '@/features/cms/components/content-blocks';
import { FlowTabs } from '@/features/cms/components/flow-tabs';
import type { Locale } from '@/lib/locales';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

/** Above the jumbotron: the promo bar's flow tabs (rendered once on the server). */
export function HomeTop({ locale, flows, current }: { locale: Locale; flows: HomeFlow[]; current: HomeFlow }) {
  return <FlowTabs locale={locale} flows={flows} current={current} />;
}

/**
 * Below the jumbotron: the flow's content blocks in the editor's order (rendered once on the server); without content
 * (a catalog failure, a locale without a home page) the brand's promises.
 */
export function HomeBlocks({ locale, blocks, flow }: { locale: Locale; blocks: CmsBlock[]; flow: HomeFlow }) {
  const shown = blocks.filter(isStaticBlock);
  if (shown.length === 0) return <BrandPromises />;
  return (
    <>
      {shown.map((block, index) => (
        <ContentBlock key={index} block={block} locale={locale} index={index} flow={flow} />
      ))}
    </>
  );
}

const PROMISES = [
  defineMessages({ title: { id: 'home.usps.packages.title' }, text: { id: 'home.usps.packages.text' } }),
  defineMessages({ title: { id: 'home.usps.gift.title' }, text: { id: 'home.usps.gift.text' } }),
  defineMessages({ title: { id: 'home.usps.service.title' }, text: { id: 'home.usps.service.text' } }),
];

function BrandPromises() {
  return (
    <Usps aria-labelledby="home-usps">
      <h2 id="home-usps">
        <FormattedMessage id="home.usps.title" />
      </h2>
      <ul>
        {PROMISES.map((promise) => (
          <li key={promise.title.id}>
            <h3>
              <FormattedMessage {...promise.title} />
            </h3>
            <p>
              <FormattedMessage {...promise.text} />
            </p>
          </li>
        ))}
      </ul>
    </Usps>
  );
}

const Usps = styled.section`
  ${pageColumn}
  padding: ${`${theme.space.xl} ${theme.space.md}`};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space.lg};
    ${theme.media.desktop} {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  li {
    padding: ${theme.space.lg};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
  }
  h3 {
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;
