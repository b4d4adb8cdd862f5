import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { ServerStyleSheet } from 'styled-components';
import type { StaticMarkup } from '../layout/static-html';

/**
 * Renders content that has no interaction once, on the server, to HTML and its styles (docs/home-and-cms.md): the
 * page ships the markup, not the components, so content blocks add nothing to the page's JavaScript. Links in it are
 * plain anchors with the locale's prefix (no router here).
 */
export function renderStatic(element: ReactElement, intl: IntlShape): StaticMarkup {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(sheet.collectStyles(<RawIntlProvider value={intl}>{element}</RawIntlProvider>));
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
