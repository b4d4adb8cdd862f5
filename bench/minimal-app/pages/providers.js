import Head from 'next/head';
import { FormattedMessage, IntlProvider } from 'react-intl';
import styled, { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';

const Title = styled.h1`
  color: ${(props) => props.theme.ink};
`;

/**
 * The framework floor of `bench/first-load-js.ts` (issue 21 §1): the providers every Escapade page mounts
 * (react-intl, styled-components with a theme, SWR) around an empty page, so each page's own share is visible.
 */
export default function Providers() {
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <IntlProvider locale="fr-FR" messages={{ floor: 'Le socle des pages' }}>
        <ThemeProvider theme={{ ink: '#1a1a1a' }}>
          <main>
            <Head>
              <title>Framework floor</title>
              <link rel="icon" href="data:," />
            </Head>
            <Title>
              <FormattedMessage id="floor" />
            </Title>
          </main>
        </ThemeProvider>
      </IntlProvider>
    </SWRConfig>
  );
}

export async function getServerSideProps() {
  return { props: {} };
}
