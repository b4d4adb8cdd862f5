// @ts-check
// Next's i18n routing: a sub-path per locale by default; per-domain mapping when I18N_DOMAINS is set
// (format "escapade.fr=fr-FR,escapade.es=es-ES,escapade.be=fr-BE|nl-BE,...": first locale is the domain's default).
// The six points of sale: the one place they are declared (src/lib/locales.ts derives its types from this list).
const locales = /** @type {const} */ (['fr-FR', 'es-ES', 'fr-BE', 'nl-BE', 'nl-NL', 'it-IT']);
const defaultLocale = /** @type {const} */ ('fr-FR');

/** @param {string | undefined} spec */
function parseDomains(spec) {
  if (!spec) return undefined;
  return spec.split(',').map((entry) => {
    const [domain, list = ''] = entry.trim().split('=');
    const domainLocales = list.split('|').filter((l) => /** @type {readonly string[]} */ (locales).includes(l));
    if (!domain || domainLocales.length === 0) throw new Error(`I18N_DOMAINS: bad entry "${entry}"`);
    return { domain, defaultLocale: domainLocales[0], locales: domainLocales };
  });
}

module.exports = {
  locales,
  defaultLocale,
  // `globalThis.process`, not the bare `process`: this file is in the browser bundle too (the locale list), where the
  // bare global would make the bundler ship Node's process polyfill (0.8 kB gzip) in every page's first load.
  i18n: { locales, defaultLocale, localeDetection: false, domains: parseDomains(globalThis.process?.env.I18N_DOMAINS) },
};
