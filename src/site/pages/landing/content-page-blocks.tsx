import styled from 'styled-components';
import type { CmsAnnouncement, CmsBlock } from '@/contracts/cms-page';
import { CmsAnnouncementBanner } from '@/features/cms/components/cms-announcement';
import { ContentBlock, isStaticBlock } from '@/features/cms/components/content-blocks';
import type { Locale } from '@/lib/locales';
import { theme } from '@/styles/theme';

type Props = {
  locale: Locale;
  blocks: { block: CmsBlock; index: number }[];
  announcement: CmsAnnouncement | null;
  palette: { background: string; color: string } | null;
  /** The page's heading and intro, in the first part. */
  title: { text: string; intro: string; kind: string } | null;
};

/** A run of a content page's blocks without interaction, rendered once on the server. */
export function ContentPageBlocks({ locale, blocks, announcement, palette, title }: Props) {
  return (
    <>
      {announcement && palette && <CmsAnnouncementBanner banner={announcement} locale={locale} palette={palette} />}
      {title && (
        <Heading $static={title.kind === 'static'}>
          <h1>{title.text}</h1>
          {title.intro && <p>{title.intro}</p>}
        </Heading>
      )}
      {blocks.map(({ block, index }) => (isStaticBlock(block) ? <ContentBlock key={index} block={block} locale={locale} index={index} /> : null))}
    </>
  );
}

const Heading = styled.div<{ $static: boolean }>`
  max-width: ${(p) => (p.$static ? '48em' : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: ${`${theme.space.xl} ${theme.space.md} ${theme.space.md}`};
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xxl};
  }
  p {
    margin: ${theme.space.sm} 0 0;
    color: ${theme.colors.textMuted};
  }
`;
