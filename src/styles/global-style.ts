import { createGlobalStyle } from 'styled-components';
import { theme } from '@/styles/theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  img { max-width: 100%; display: block; }
  a { color: ${theme.colors.brand}; }
  h1, h2, h3, h4 { line-height: ${theme.font.lineHeight.tight}; margin: 0 0 ${theme.space.md}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* Text for screen readers only (components/ui/visually-hidden.tsx). */
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
