import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStorageKey, useHasGuestCart } from './cart-presence.ts';
import { clearGuestCart, updateGuestCart } from './guest-cart-store.ts';

const position = { courseId: 17, courseScheduleId: 3, priceLevelId: 31 };

afterEach(() => window.localStorage.clear());

describe('useHasGuestCart', () => {
  it('says no for a first visitor and yes once a course is in the guest cart, then no again', () => {
    const { result } = renderHook(() => useHasGuestCart());
    expect(result.current).toBe(false);
    act(() => updateGuestCart((cart) => ({ ...cart, positions: [position] })));
    expect(result.current).toBe(true);
    act(() => clearGuestCart());
    expect(result.current).toBe(false);
  });

  it('follows a cart stored in another tab', () => {
    const { result } = renderHook(() => useHasGuestCart());
    act(() => {
      window.localStorage.setItem(cartStorageKey, JSON.stringify([position]));
      window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey }));
    });
    expect(result.current).toBe(true);
  });
});
