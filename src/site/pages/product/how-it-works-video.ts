import type { HowItWorksVideo } from '@/components/ui/how-it-works';
import type { Locale } from '@/lib/locales';

/**
 * The stay page's how-it-works video (§2.1), from the settings: shown only when both the file and its captions are
 * configured (a video without captions would leave out deaf visitors, WCAG 1.2.2); '{locale}' in the captions'
 * address becomes the page's locale.
 * howItWorksVideo({ HOW_IT_WORKS_VIDEO_URL: '/media/how.mp4', HOW_IT_WORKS_CAPTIONS_URL: '/media/how.{locale}.vtt' }, 'es-ES')
 *   → { src: '/media/how.mp4', captions: '/media/how.es-ES.vtt' }
 */
export function howItWorksVideo(
  settings: { HOW_IT_WORKS_VIDEO_URL?: string; HOW_IT_WORKS_CAPTIONS_URL?: string },
  locale: Locale,
): HowItWorksVideo | null {
  const src = settings.HOW_IT_WORKS_VIDEO_URL;
  const captions = settings.HOW_IT_WORKS_CAPTIONS_URL;
  if (!src || !captions) return null;
  return { src, captions: captions.replaceAll('{locale}', locale) };
}
