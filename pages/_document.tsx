import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { hashedPageCsp, pagePolicyOptions, requestNonce } from '@/lib/security/content-security-policy';
import { elementHashes, inlineScriptHashes, RUNTIME_STYLE_HASHES } from '@/lib/security/inline-hashes';
import { nextBootstrapScriptHashes } from '@/lib/security/next-bootstrap-hash';
import { PRIVATE_PAGE_CACHE, setsCookie } from '@/site/server/page-cache';

type Props = DocumentInitialProps & { nonce?: string };

/**
 * Server-rendered styled-components styles (no flash of unstyled content) and the page's CSP: the request's nonce on
 * every script and style tag, or, for a page every visitor shares (its getServerSideProps dropped the nonce,
 * src/site/server/page-cache.ts), the hash-based policy naming the inline scripts and styles this very HTML holds.
 * Next sets <html lang> from the locale.
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
      const styles = [initialProps.styles, sheet.getStyleElement()];
      // Build assets (`/_next/…`, which the proxy leaves alone) keep next.config.js's policy that runs nothing, even when
      // a missing one is answered with the 404 page.
      const asset = ctx.req?.url?.startsWith('/_next/') ?? false;
      if (!nonce && !asset && ctx.req && ctx.res && !ctx.res.headersSent) {
        const csp = hashedPageCsp({
          ...pagePolicyOptions(),
          scriptHashes: [...inlineScriptHashes(initialProps.html), ...elementHashes(initialProps.head, 'script'), ...nextBootstrapScriptHashes(ctx.pathname)],
          styleHashes: [...elementHashes(styles, 'style'), ...RUNTIME_STYLE_HASHES],
        });
        ctx.res.setHeader('Content-Security-Policy', csp);
        // A cookie set while rendering makes the answer the visitor's own, whatever getServerSideProps declared.
        if (setsCookie(ctx.res)) ctx.res.setHeader('Cache-Control', PRIVATE_PAGE_CACHE);
      }
      return { ...initialProps, nonce, styles };
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
