import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useAddressStay } from '../use-address-stay';

describe('useAddressStay: the visitor’s stay the page’s address holds', () => {
  it('reads the dates and guests of the hash with the search’s rules, the same object while the hash is the same', () => {
    window.history.replaceState(null, '', '/recherche#city=5&checkin=2099-12-04&checkout=2099-12-06&night=2&a=3&c=1&stars=4');
    const { result, rerender } = renderHook(() => useAddressStay('fr-FR', 'booking'));
    expect(result.current).toEqual({ checkin: '2099-12-04', checkout: '2099-12-06', nights: 2, adults: 3, children: 1, babies: 0 });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    window.history.replaceState(null, '', '/');
  });

  it('follows the hash as it changes', () => {
    window.history.replaceState(null, '', '/recherche#a=3');
    const { result } = renderHook(() => useAddressStay('fr-FR', 'booking'));
    expect(result.current?.adults).toBe(3);
    act(() => {
      window.history.replaceState(null, '', '/recherche#a=4');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(result.current?.adults).toBe(4);
    window.history.replaceState(null, '', '/');
  });
});
