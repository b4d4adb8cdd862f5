import styled from 'styled-components';
import type { DestinationCategory } from '../../model/destination';

type Glyph = 'pin' | 'bed' | 'star' | 'map' | 'globe' | 'snow' | 'wave' | 'clock' | 'target';

const GLYPH_BY_CATEGORY: Record<DestinationCategory, Glyph> = {
  city: 'pin',
  hotel: 'bed',
  poi: 'star',
  region: 'map',
  department: 'map',
  touristic_region: 'map',
  country: 'globe',
  ski_resort: 'snow',
  sea_resort: 'wave',
};

const PATHS: Record<Glyph, string> = {
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  bed: 'M3 18V6m0 7h18v5M3 13V9h7v4m11 0a3 3 0 0 0-3-3h-8',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zm0 0v14m6-12v14',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z',
  snow: 'M12 2v20M4 7l16 10M20 7L4 17',
  wave: 'M2 15c3 0 3-3 6.5-3s3.5 3 6.5 3 3.5-3 6.5-3M2 20c3 0 3-3 6.5-3s3.5 3 6.5 3 3.5-3 6.5-3M12 3l4 6H8z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-14v5l3 3',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-5a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0-3a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
};

/** Decorative icon of a suggestion category (the category's name is given as text next to it). */
export function CategoryIcon({ category, glyph }: { category?: DestinationCategory; glyph?: Glyph }) {
  const name = glyph ?? (category ? GLYPH_BY_CATEGORY[category] : 'pin');
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </Svg>
  );
}

const Svg = styled.svg`
  width: 20px;
  height: 20px;
  flex: none;
`;
