import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * Draft mode's notice (docs/home-and-cms.md): says unpublished content is shown, offers to leave, and reloads the
 * page's content from the server when the window gets the focus back (the editor changed something in the CMS).
 * Loaded only in draft mode.
 */
export default function DraftModeBar({ exitHref }: { exitHref: string }) {
  const router = useRouter();
  useEffect(() => {
    const revalidate = () => {
      if (document.visibilityState === 'visible') void router.replace(router.asPath, undefined, { scroll: false });
    };
    window.addEventListener('focus', revalidate);
    return () => window.removeEventListener('focus', revalidate);
  }, [router]);
  return (
    <Bar role="status">
      <FormattedMessage id="cms.draft.notice" />
      <a href={exitHref}>
        <FormattedMessage id="cms.draft.exit" />
      </a>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  justify-content: center;
  align-items: center;
  padding: ${theme.space.sm};
  background: #fef3c7;
  color: ${theme.colors.text};
  font-weight: ${theme.font.weight.semibold};
  a {
    color: ${theme.colors.text};
  }
`;
