import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A how-it-works video: its file and its captions (WebVTT), both configured (docs/product-page.md, decisions 28). */
export type HowItWorksVideo = { src: string; captions: string };

export type HowItWorksProps = {
  /** the section's id; its heading is `${id}-title` */
  id: string;
  title: string;
  /** the steps, in their order */
  steps: readonly string[];
  /** shown under the steps only when configured: the section stands without it */
  video?: HowItWorksVideo | null;
};

/**
 * The how-it-works section of the stay, gift box and activity pages (product-and-purchase §2.1, §2.3, §2.4): numbered
 * steps side by side on desktop, one under another on phones, and the video when one is configured. The video never
 * plays by itself and loads nothing until asked (`preload="none"`), with its captions in the page's language.
 */
export function HowItWorks({ id, title, steps, video }: HowItWorksProps) {
  const intl = useIntl();
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      <Steps>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
      {video && (
        <Video controls preload="none" playsInline aria-label={intl.formatMessage({ id: 'ui.howItWorks.video' }, { title })} data-testid="how-it-works-video">
          <source src={video.src} />
          <track kind="captions" src={video.captions} srcLang={intl.locale.slice(0, 2)} label={intl.formatMessage({ id: 'ui.howItWorks.captions' })} default />
        </Video>
      )}
    </section>
  );
}

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.desktop} {
    grid-auto-flow: column;
    grid-auto-columns: 1fr;
  }
  li {
    counter-increment: step;
    display: flex;
    gap: ${theme.space.sm};
    align-items: flex-start;
  }
  li::before {
    content: counter(step);
    flex: 0 0 2rem;
    height: 2rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.brand};
    color: ${theme.colors.white};
    display: grid;
    place-items: center;
    font-weight: ${theme.font.weight.bold};
  }
`;

const Video = styled.video`
  display: block;
  width: 100%;
  max-width: 720px;
  aspect-ratio: 16 / 9;
  margin-top: ${theme.space.lg};
  background: ${theme.colors.text};
  border-radius: ${theme.radius.md};
`;
