import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { useProductAddress } from '../use-product-address';

const NOW = () => new Date('2026-11-27T10:00:00Z');

/** Records the address each render sees. */
function Probe({ seen }: { seen: (string | null)[] }) {
  const [address] = useProductAddress(NOW, 'Europe/Paris');
  seen.push(address ? `${address.checkin}/${address.checkout}/${address.travellers.adults}` : null);
  return <p>{address?.checkin ?? 'from'}</p>;
}

describe('useProductAddress', () => {
  beforeEach(() => window.history.replaceState(null, '', '/sejour/42/week-end#checkin=2026-12-18&checkout=2026-12-19&night=1&a=1'));

  it("reads the hash at the first render of a page drawn in the browser, so the 'from' price never shows first", () => {
    const seen: (string | null)[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe('2026-12-18/2026-12-19/1');
    expect(seen).not.toContain(null);
  });

  it("hydrates the server's page as the server drew it (no hash), then reads the hash", async () => {
    const seen: (string | null)[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />);
    });
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe('2026-12-18/2026-12-19/1');
    expect(container.textContent).toBe('2026-12-18');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
