import { act, render, screen } from '@testing-library/react';
import { NearViewport } from '../near-viewport';

describe('NearViewport', () => {
  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
  });

  it('shows the fallback until its place comes near the screen, then the part', () => {
    let report: (inView: boolean) => void = () => undefined;
    const observe = jest.fn();
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      expect(options?.rootMargin).toBe('0px 0px 400px 0px');
      report = (inView) => callback([{ isIntersecting: inView } as IntersectionObserverEntry], {} as IntersectionObserver);
      return { observe, disconnect: jest.fn() } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    render(<NearViewport fallback={<p>links</p>}>cards</NearViewport>);
    expect(screen.getByText('links')).toBeInTheDocument();
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => report(false));
    expect(screen.queryByText('cards')).not.toBeInTheDocument();
    act(() => report(true));
    expect(screen.getByText('cards')).toBeInTheDocument();
    act(() => report(false));
    expect(screen.getByText('cards')).toBeInTheDocument();
  });

  it('with afterFirstMove, watches its place only from the visitor\'s first scroll, touch, press or key', () => {
    const observe = jest.fn();
    let report: (inView: boolean) => void = () => undefined;
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      report = (inView) => callback([{ isIntersecting: inView } as IntersectionObserverEntry], {} as IntersectionObserver);
      return { observe, disconnect: jest.fn() } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    render(<NearViewport afterFirstMove fallback={<p>links</p>}>cards</NearViewport>);
    expect(observe).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(observe).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => report(true));
    expect(screen.getByText('cards')).toBeInTheDocument();
  });

  it('shows the part at once without IntersectionObserver', async () => {
    render(<NearViewport fallback={<p>links</p>}>cards</NearViewport>);
    expect(await screen.findByText('cards')).toBeInTheDocument();
  });
});
