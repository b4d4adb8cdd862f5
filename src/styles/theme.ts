/** Design tokens: the only place colours, spacing, type and breakpoints are defined. */
export const theme = {
  colors: {
    brand: '#0b5f5a',
    brandDark: '#07403d',
    brandLight: '#e3f1ef',
    accent: '#c2410c', // 5.2:1 with white text (WCAG AA for button labels)
    accentDark: '#9a3412',
    text: '#1d2433',
    textMuted: '#4f5868',
    background: '#ffffff',
    surface: '#f5f6f8',
    border: '#d5d9e0',
    focus: '#1a56db',
    success: '#1f7a3a',
    danger: '#b42318',
    warning: '#8a5300',
    promo: '#c8102e',
    overlay: 'rgba(17, 24, 39, 0.55)',
    white: '#ffffff',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem', display: '2.5rem' },
    weight: { regular: 400, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
  },
  shadow: { sm: '0 1px 2px rgba(16,24,40,.08)', md: '0 4px 12px rgba(16,24,40,.12)', lg: '0 12px 32px rgba(16,24,40,.18)' },
  breakpoints: { desktop: 1024 },
  media: {
    mobile: '@media (max-width: 1023.98px)',
    desktop: '@media (min-width: 1024px)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  zIndex: { header: 10, dropdown: 20, overlay: 30, dialog: 40, toast: 50 },
} as const;

export type Theme = typeof theme;
