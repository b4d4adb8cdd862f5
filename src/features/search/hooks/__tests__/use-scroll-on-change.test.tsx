import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { useScrollOnResultsChange } from '../use-scroll-on-change';

function Probe({ resultsKey }: { resultsKey: string | null }) {
  useScrollOnResultsChange(resultsKey);
  return null;
}

const realScrollTo = window.scrollTo;
let scrollTo: jest.Mock;
beforeEach(() => {
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  window.scrollTo = realScrollTo;
});

describe('the results page scroll (search spec §2)', () => {
  it('stays where the visitor is when the page shows its first results, however long its address takes to read (issue 32)', () => {
    // Back to a results page opened directly: the page mounts again, reads its hash, shows its results; the browser
    // has put the visitor back at 1,800 px meanwhile.
    const view = render(<Probe resultsKey={null} />);
    view.rerender(<Probe resultsKey="/api/offers.json?facilities=spa&page=1" />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes to the top for a new search, and not for one reached through the history', () => {
    const view = render(<Probe resultsKey="/api/offers.json?page=1" />);
    view.rerender(<Probe resultsKey="/api/offers.json?page=2" />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    view.rerender(<Probe resultsKey="/api/offers.json?page=1" />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
