import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { useCertificateDownload, useCertificateVerification } from './certificates.ts';

const certificateId = 'q1w2e3r4t5y6u7i8o9p0aA';

const wrapperFor =
  (fetch: typeof globalThis.fetch, onNotFound?: (url: string) => void) =>
  ({ children }: { children?: ReactNode }) => (
    <ApiProvider
      client={createApiClient({
        fetch,
        retryDelay: () => 0,
        getAccessToken: async () => 'access-token-of-anna',
        ...(onNotFound ? { onNotFound } : {}),
      })}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      {children}
    </ApiProvider>
  );

describe('useCertificateDownload', () => {
  it("loads the customer's certificate as a PDF Blob with the bearer token", async () => {
    const seen: [string, string | null][] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push([String(input), new Headers(init?.headers).get('authorization')]);
      return new Response('%PDF-1.3', {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    });
    const { result } = renderHook(() => useCertificateDownload(), { wrapper: wrapperFor(fetch) });
    let pdf: Blob | undefined;
    await act(async () => {
      pdf = await result.current.trigger(certificateId);
    });
    expect(await pdf?.text()).toBe('%PDF-1.3');
    expect(seen).toEqual([
      [`/api/customer-certificate/${certificateId}`, 'Bearer access-token-of-anna'],
    ]);
  });
});

describe('useCertificateVerification', () => {
  it('answers an unknown id as an error on the page, without leaving it', async () => {
    const onNotFound = vi.fn();
    const fetch = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(
          JSON.stringify({ code: 'NOT_FOUND', message: 'The certificate was not found.' }),
          {
            status: 404,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const { result } = renderHook(() => useCertificateVerification(certificateId), {
      wrapper: wrapperFor(fetch, onNotFound),
    });
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(onNotFound).not.toHaveBeenCalled();
    expect(String(fetch.mock.calls[0]![0])).toBe(
      `/api/course-certification/${certificateId}/certification`,
    );
  });
});
