export const locales: string[];
export const defaultLocale: string;
export const i18n: {
  locales: string[];
  defaultLocale: string;
  localeDetection: false;
  domains?: { domain: string; defaultLocale: string; locales: string[] }[];
};
