import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { ApiRequestError } from '../errors.ts';
import { useCustomerInvoices, useInvoiceDownload } from './invoice.ts';

const invoiceId = '7d3f8c1e-2b4a-4f6d-9e0c-5a1b2c3d4e5f';

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

describe('useInvoiceDownload', () => {
  it('loads the PDF or the XML of an invoice as a Blob with the bearer token', async () => {
    const seen: [string, string | null][] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push([String(input), new Headers(init?.headers).get('authorization')]);
      const xml = String(input).includes('format=xml');
      return new Response(xml ? '<rsm:CrossIndustryInvoice/>' : '%PDF-1.7', {
        status: 200,
        headers: { 'content-type': xml ? 'application/xml; charset=utf-8' : 'application/pdf' },
      });
    });
    const { result } = renderHook(() => useInvoiceDownload(), { wrapper: wrapperFor(fetch) });
    let pdf: Blob | undefined;
    let xml: Blob | undefined;
    await act(async () => {
      pdf = await result.current.trigger({ id: invoiceId, format: 'pdf' });
      xml = await result.current.trigger({ id: invoiceId, format: 'xml' });
    });
    expect(await pdf?.text()).toBe('%PDF-1.7');
    expect(await xml?.text()).toBe('<rsm:CrossIndustryInvoice/>');
    expect(seen).toEqual([
      [`/api/customer-invoice/${invoiceId}?format=pdf`, 'Bearer access-token-of-anna'],
      [`/api/customer-invoice/${invoiceId}?format=xml`, 'Bearer access-token-of-anna'],
    ]);
  });

  it("loads a guest's invoice with the checkout's X-Order and X-Auth on each call", async () => {
    const guest = { order: '0b6f1a2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c', auth: 'k'.repeat(43) };
    const seen: [string, string | null, string | null][] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push([String(input), headers.get('x-order'), headers.get('x-auth')]);
      return new Response('%PDF-1.7', {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    });
    const { result } = renderHook(
      () => ({ guest: useInvoiceDownload(guest), customer: useInvoiceDownload() }),
      { wrapper: wrapperFor(fetch) },
    );
    let pdf: Blob | undefined;
    await act(async () => {
      pdf = await result.current.guest.trigger({ id: invoiceId, format: 'pdf' });
      await result.current.customer.trigger({ id: invoiceId, format: 'pdf' });
    });
    expect(await pdf?.text()).toBe('%PDF-1.7');
    expect(seen).toEqual([
      [`/api/customer-invoice/${invoiceId}?format=pdf`, guest.order, guest.auth],
      [`/api/customer-invoice/${invoiceId}?format=pdf`, null, null],
    ]);
  });

  it('rejects with the API error of a refused download and keeps the page', async () => {
    const onNotFound = vi.fn();
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'The invoice was not found.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { result } = renderHook(() => useInvoiceDownload(), {
      wrapper: wrapperFor(fetch, onNotFound),
    });
    let error: unknown;
    await act(async () => {
      error = await result.current
        .trigger({ id: invoiceId, format: 'pdf' })
        .catch((caught) => caught);
    });
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).code).toBe('NOT_FOUND');
    expect(onNotFound).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('useCustomerInvoices', () => {
  const annaId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
  const invoice = {
    id: invoiceId,
    number: 'KM-2027-17',
    kind: 'INVOICE',
    issuedOn: '2027-03-10',
    totalCents: 39_000,
    status: 'OPEN',
    orderNumber: 'KM-7QX2M4PA',
    cancels: null,
  };

  it("asks for the customer's invoices with the bearer token, for nothing before the customer is known, and for one year when given", async () => {
    const seen: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(`${String(input)} ${new Headers(init?.headers).get('authorization')}`);
      return new Response(JSON.stringify([invoice]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { result, rerender } = renderHook(
      ({ customer, year }: { customer: string | null; year?: number }) =>
        useCustomerInvoices(customer, year),
      {
        wrapper: wrapperFor(fetch),
        initialProps: { customer: null as string | null, year: undefined as number | undefined },
      },
    );
    expect(result.current.data).toBeUndefined();
    expect(seen).toEqual([]);

    rerender({ customer: annaId, year: undefined });
    await waitFor(() => expect(result.current.data).toEqual([invoice]));
    rerender({ customer: annaId, year: 2027 });
    await waitFor(() => expect(seen).toHaveLength(2));

    expect(seen).toEqual([
      '/api/customer/invoices Bearer access-token-of-anna',
      '/api/customer/invoices?year=2027 Bearer access-token-of-anna',
    ]);
  });
});
