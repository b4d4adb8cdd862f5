import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { ServerStyleSheet } from 'styled-components';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { StaticBlock } from '@/features/cms/components/content-blocks';
import { ContentBlock } from '@/features/cms/components/content-blocks';
import { FlowTabs } from '@/features/cms/components/flow-tabs';
import { renderWithProviders } from '@/testing/render-with-providers';
import esES from '../../../../locales/es_ES.json';
import { StaticHtml } from '../../layout/static-html';
import { renderStatic } from '../render-static';

const intl = createIntl({ locale: 'es-ES', messages: esES });
const image = { url: '/api/images/banner-wellness-1-0.jpg', alt: '' };

const BLOCKS: StaticBlock[] = [
  { type: 'mainUsp', variant: 'secondary', title: 'Por qué Escapade', items: [{ icon: 'gift', title: 'Válido 1 año', text: 'Canjeable' }] },
  { type: 'categories', title: 'Te apetece…', items: [{ label: 'Bienestar', url: 'theme=26', image }] },
  { type: 'boxes', title: 'Cajas regalo', subtitle: '', cta: { label: 'Ver todas', url: 'flow=gifting&type=BOX', newTab: false }, boxes: [{ code: 'ROMANCE1N-EBOX', slug: 'escapada-romantica', title: 'Escapada romántica', description: '1 noche', rating: 4.6, price: 14990, referencePrice: 16990, promo: 11, image }] },
  { type: 'topSearchResults', title: 'Favoritas', search: 'theme=26', offers: [{ id: 12, label: 'Spa en Sevilla', slug: 'spa-en-sevilla', hotel: 'Hotel Sol', city: 'Sevilla', stars: 4, price: 18900, refPrice: 21000, promo: 10, nights: 1, image }] },
  { type: 'banner', title: 'Tarjeta regalo', subtitle: 'El importe que quieras', image, url: '/giftcard/customization', cta: { label: 'Crear', url: '/giftcard/customization', newTab: false }, gift: true },
  { type: 'marketing', title: 'Anfitriones', html: '<p>Casas con <strong>encanto</strong></p>', image: null, cta: { label: 'Hoteles', url: 'https://partners.example', newTab: true } },
];

describe('content blocks rendered once on the server', () => {
  it('writes plain links with the locale prefix, prices in the locale and no script', () => {
    const markup = renderStatic(
      <>
        {BLOCKS.map((block, index) => (
          <ContentBlock key={index} block={block} locale="es-ES" index={index} />
        ))}
      </>,
      intl,
    );
    expect(markup.html).not.toMatch(/<script/);
    expect(markup.css).toMatch(/\{/);
    expect(markup.html).toContain('href="/es-ES/busqueda#theme=26"');
    expect(markup.html).toContain('href="/es-ES/cajas-regalo/p/escapada-romantica/ROMANCE1N-EBOX"');
    expect(markup.html).toContain('href="/es-ES/escapada/12/spa-en-sevilla"');
    expect(markup.html).toContain('href="/es-ES/giftcard/customization"');
    expect(markup.html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(markup.html).toMatch(/Desde 149,90(&nbsp;|\u00a0| )€/);
  });

  it('is drawn by the page as its HTML, accessible', async () => {
    const markup = renderStatic(
      <>
        <FlowTabs locale="es-ES" flows={['booking', 'gifting']} current="gifting" />
        {BLOCKS.map((block, index) => (
          <ContentBlock key={index} block={block} locale="es-ES" index={index} />
        ))}
      </>,
      intl,
    );
    renderWithProviders(<StaticHtml markup={markup} />, { locale: 'es-ES' });
    const tabs = screen.getByRole('navigation', { name: '¿Qué buscas?' });
    expect(within(tabs).getByRole('link', { name: 'Regalos' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Escapadas' })).toHaveAttribute('href', '/es-ES');
    expect(within(tabs).getByRole('link', { name: 'Regalos' })).toHaveAttribute('href', '/es-ES?flow=gifting');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Por qué Escapade', 'Te apetece…', 'Cajas regalo', 'Favoritas', 'Tarjeta regalo', 'Anfitriones']);
    expect(await axeViolations()).toEqual([]);
  });

  it('brings the styles of every piece of markup on a page into its server render', () => {
    const tabs = renderStatic(<FlowTabs locale="es-ES" flows={['booking', 'gifting']} current="gifting" />, intl);
    const blocks = renderStatic(<ContentBlock block={BLOCKS[0]} locale="es-ES" index={0} />, intl);
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <>
            <StaticHtml markup={tabs} />
            <StaticHtml markup={blocks} />
          </>,
        ),
      );
      const styles = sheet.getStyleTags();
      // A rule of each: the flow tabs' list (its browser margin otherwise shifts the page when the script runs) and the blocks'.
      const listRule = tabs.css.match(/\.([\w-]+) ul\{/);
      const blockClass = blocks.css.match(/^\.([\w-]+)\{/);
      expect(listRule).not.toBeNull();
      expect(blockClass).not.toBeNull();
      expect(styles).toMatch(new RegExp(`\\.${listRule![1]} ul\\{[^}]*margin:0 auto`));
      expect(styles).toContain(`.${blockClass![1]}{`);
      expect(html).toContain(tabs.html);
      expect(html).toContain(blocks.html);
    } finally {
      sheet.seal();
    }
  });
});
