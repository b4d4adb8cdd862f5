import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { requestNonce } from '@/lib/security/content-security-policy';

type Props = DocumentInitialProps & { nonce?: string };

/**
 * Server-rendered styled-components styles (no flash of unstyled content) and the request's CSP nonce
 * on every script and style tag. Next sets <html lang> from the locale.
 */
export default class EscapadeDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const nonce = (ctx.req && requestNonce(ctx.req.headers)) ?? undefined;
    const sheet = new ServerStyleSheet({ nonce });
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, nonce, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html>
        <Head nonce={nonce}>
          {/* styled-components reads the nonce for the styles it adds in the browser */}
          {nonce && <meta property="csp-nonce" nonce={nonce} />}
          <meta name="theme-color" content="#0b5f5a" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
