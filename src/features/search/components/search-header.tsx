import Image from '@/components/ui/image';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SearchDetails } from '@/contracts/offers';
import type { Flow } from '@/contracts/search-criteria';
import { headerImageUrl } from '../model';
import { theme } from '@/styles/theme';

export type SearchHeaderProps = {
  flow: Flow;
  /** Details of the shown results (the searched place and theme), or null before any results. */
  details: SearchDetails | null;
  title: ReactNode;
  /** Attribute on <html> while the hash search is pending: the server's title is hidden until then. */
  pendingAttribute: string;
};

/** Header picture with the title and the searched place's wider places ("Auvergne-Rhône-Alpes, France"). */
export function SearchHeader({ flow, details, title, pendingAttribute }: SearchHeaderProps) {
  const places = (details?.locationHierarchy ?? []).map((entry) => entry.label).filter(Boolean);
  return (
    <Hero $pending={pendingAttribute}>
      <Image src={headerImageUrl(flow, details)} alt="" fill loading="eager" sizes="(min-width: 1232px) 1200px, 100vw" />
      <Text>
        <h1>{title}</h1>
        {places.length > 0 && <p>{places.join(', ')}</p>}
      </Text>
    </Hero>
  );
}

const Hero = styled.div<{ $pending: string }>`
  position: relative;
  display: flex;
  align-items: flex-end;
  min-height: 112px;
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.brandDark};
  color: ${theme.colors.white};
  img {
    object-fit: cover;
    /* The lower part of the scene (houses, hills, shore) reads best in a wide strip. */
    object-position: center 55%;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(to top, rgba(7, 20, 25, 0.78), rgba(7, 20, 25, 0.2) 75%);
  }
  ${theme.media.desktop} {
    min-height: 160px;
    padding: ${theme.space.lg};
  }
  html[${({ $pending }) => $pending}] & h1,
  html[${({ $pending }) => $pending}] & p {
    visibility: hidden;
  }
`;

const Text = styled.div`
  position: relative;
  z-index: 1;
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xl};
    line-height: ${theme.font.lineHeight.tight};
    text-shadow: 0 1px 3px rgba(0, 0, 0, 0.4);
    ${theme.media.desktop} {
      font-size: ${theme.font.size.display};
    }
  }
  p {
    margin: ${theme.space.xs} 0 0;
    font-weight: ${theme.font.weight.semibold};
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.4);
  }
`;
