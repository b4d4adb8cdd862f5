import Link from 'next/link';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useAppConfig } from '@/shared/app-config';
import { contentHref } from '@/shared/content-href';

type ContentLinkProps = {
  url: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
};

/**
 * A link written in the CMS: site paths and search states through Next's Link, other addresses as plain anchors;
 * a new tab always with noopener and said to screen readers. An unusable address renders its text only.
 */
export function ContentLink({ url, newTab = false, className, children, onClick }: ContentLinkProps) {
  const { locale } = useAppConfig();
  const target = contentHref(locale, url);
  if (!target) return <span className={className}>{children}</span>;
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const hint = newTab && (
    <VisuallyHidden>
      <FormattedMessage id="promotions.newTab" />
    </VisuallyHidden>
  );
  return target.external ? (
    <a href={target.href} className={className} onClick={onClick} {...tab}>
      {children}
      {hint}
    </a>
  ) : (
    <Link href={target.href} className={className} onClick={onClick} {...tab}>
      {children}
      {hint}
    </Link>
  );
}
