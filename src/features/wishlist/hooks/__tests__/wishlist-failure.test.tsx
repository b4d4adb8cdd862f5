import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { onActionFailure } from '@/shared/action-failure';
import { Providers } from '@/testing/render-with-providers';
import { useWishlist } from '../use-wishlist';

describe('a wishlist change that cannot be kept', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reports the failed action (the page opens its error modal), and keeps nothing', () => {
    const failures: string[] = [];
    const stop = onActionFailure((f) => failures.push(f.action));
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useWishlist(), { wrapper: ({ children }) => <Providers>{children}</Providers> });
    act(() => result.current.toggle('stays', { id: 7, label: 'Séjour', imageUrl: '', uri: '/sejour/7', hotel: null } as never));
    expect(failures).toEqual(['wishlist']);
    stop();
  });
});
