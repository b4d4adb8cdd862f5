import { howItWorksVideo } from '../how-it-works-video';

describe('howItWorksVideo (§2.1: the video only when configured)', () => {
  it.each([
    [{}, 'fr-FR', null],
    [{ HOW_IT_WORKS_VIDEO_URL: '/media/how.mp4' }, 'fr-FR', null],
    [{ HOW_IT_WORKS_CAPTIONS_URL: '/media/how.{locale}.vtt' }, 'fr-FR', null],
    [{ HOW_IT_WORKS_VIDEO_URL: '/media/how.mp4', HOW_IT_WORKS_CAPTIONS_URL: '/media/how.{locale}.vtt' }, 'es-ES', { src: '/media/how.mp4', captions: '/media/how.es-ES.vtt' }],
    [{ HOW_IT_WORKS_VIDEO_URL: 'https://media.example/how.mp4', HOW_IT_WORKS_CAPTIONS_URL: 'https://media.example/how.vtt' }, 'nl-BE', { src: 'https://media.example/how.mp4', captions: 'https://media.example/how.vtt' }],
  ] as const)('%o in %s → %o', (settings, locale, expected) => {
    expect(howItWorksVideo(settings, locale)).toEqual(expected);
  });
});
