import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { Locale } from '@/lib/locales';
import { contentHref } from '@/shared/content-href';
import { absolutePath } from '@/shared/routes';

/**
 * A link of a content page rendered once on the server (no client code): a plain anchor with the locale's prefix
 * (`/es-ES/busqueda#theme=26`), a new tab with noopener and said to screen readers. An unusable address renders its
 * text only.
 */
export function CmsAnchor({ locale, url, newTab = false, className, children }: { locale: Locale; url: string; newTab?: boolean; className?: string; children: ReactNode }) {
  const target = contentHref(locale, url);
  if (!target) return <span className={className}>{children}</span>;
  const href = target.external ? target.href : absolutePath(locale, target.href);
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {newTab && (
        <VisuallyHidden>
          <FormattedMessage id="promotions.newTab" />
        </VisuallyHidden>
      )}
    </a>
  );
}

/** A site path of ours with the locale's prefix, for anchors rendered without the router. */
export const sitePath = (locale: Locale, path: string) => absolutePath(locale, path);
