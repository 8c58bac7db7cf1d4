import { ApiRequestError } from '@kursmarkt/api';
import { describe, expect, it, vi } from 'vitest';
import {
  confirmationOutcomeOf,
  confirmOnce,
  isConfirmationToken,
} from './newsletter-confirmation.ts';

const failure = (status: number) =>
  new ApiRequestError({ status, code: 'X', message: 'x', url: '/api/newsletter/confirmation' });

describe('isConfirmationToken', () => {
  it('accepts 16 to 128 letters, digits, hyphens and underscores', () => {
    expect(isConfirmationToken('abcdefghijklmnop')).toBe(true);
    expect(isConfirmationToken('A_b-9'.repeat(25))).toBe(true);
  });

  it('refuses shorter, longer or other tokens', () => {
    expect(isConfirmationToken('abc')).toBe(false);
    expect(isConfirmationToken('a'.repeat(129))).toBe(false);
    expect(isConfirmationToken('abcdefghijklmnop!')).toBe(false);
  });
});

describe('confirmationOutcomeOf', () => {
  it('calls a 404 or 422 an invalid link and anything else a failure', () => {
    expect(confirmationOutcomeOf(failure(404))).toBe('invalid');
    expect(confirmationOutcomeOf(failure(422))).toBe('invalid');
    expect(confirmationOutcomeOf(failure(500))).toBe('failed');
    expect(confirmationOutcomeOf(new Error('offline'))).toBe('failed');
  });
});

describe('confirmOnce', () => {
  it('sends a token once and gives every caller the same outcome', async () => {
    const send = vi.fn(async () => ({ confirmed: true }));
    const first = confirmOnce('token-once-aaaaaaaaaaaa', send);
    const second = confirmOnce('token-once-aaaaaaaaaaaa', send);
    await expect(first).resolves.toBe('confirmed');
    await expect(second).resolves.toBe('confirmed');
    expect(send).toHaveBeenCalledOnce();
  });

  it('keeps an invalid link invalid without asking again', async () => {
    const send = vi.fn(async () => Promise.reject(failure(404)));
    await expect(confirmOnce('token-used-bbbbbbbbbbbb', send)).resolves.toBe('invalid');
    await expect(confirmOnce('token-used-bbbbbbbbbbbb', send)).resolves.toBe('invalid');
    expect(send).toHaveBeenCalledOnce();
  });

  it('tries again after a failure that may pass', async () => {
    const send = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(failure(503))
      .mockResolvedValueOnce({ confirmed: true });
    await expect(confirmOnce('token-retry-cccccccccccc', send)).resolves.toBe('failed');
    await expect(confirmOnce('token-retry-cccccccccccc', send)).resolves.toBe('confirmed');
    expect(send).toHaveBeenCalledTimes(2);
  });
});
