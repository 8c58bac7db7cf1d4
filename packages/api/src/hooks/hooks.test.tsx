import { act, render, screen } from '@testing-library/react';
import type { FaqEntry } from '@kursmarkt/schemas';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider, usePendingRequests } from '../context.tsx';
import { useContactMutation } from './contact.ts';
import { faqKey, useFaq } from './faq.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const faq: FaqEntry[] = [
  { id: 1, category: 'BOOKING', question: 'Kann ich stornieren?', answer: 'Ja.' },
];

const FaqList = ({ language }: { language: string | null }) => {
  const { data, error } = useFaq(language);
  if (error) return <p>{error.code}</p>;
  return (
    <ul>
      {data?.map((entry) => (
        <li key={entry.id}>{entry.question}</li>
      ))}
    </ul>
  );
};

describe('useFaq', () => {
  it('loads the FAQ of the language through the provided client', async () => {
    const fetch = vi.fn(async () => json(200, faq));
    render(
      <ApiProvider client={createApiClient({ fetch })} swrConfig={{ provider: () => new Map() }}>
        <FaqList language="en" />
      </ApiProvider>,
    );
    expect(await screen.findByText('Kann ich stornieren?')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/faq?language=en', expect.anything());
  });

  it('makes no request while the language is null', async () => {
    const fetch = vi.fn(async () => json(200, faq));
    render(
      <ApiProvider client={createApiClient({ fetch })} swrConfig={{ provider: () => new Map() }}>
        <FaqList language={null} />
      </ApiProvider>,
    );
    await act(() => Promise.resolve());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('exposes the error code of a failed call', async () => {
    const fetch = vi.fn(async () => json(402, { code: 'PAYMENT_REQUIRED', message: 'Zahlung.' }));
    render(
      <ApiProvider client={createApiClient({ fetch })} swrConfig={{ provider: () => new Map() }}>
        <FaqList language="de" />
      </ApiProvider>,
    );
    expect(await screen.findByText('PAYMENT_REQUIRED')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('leaves retrying to the client: SWR does not retry on error inside ApiProvider', () => {
    const RetryFlag = () => <p>{String(useSWRConfig().shouldRetryOnError)}</p>;
    render(
      <ApiProvider client={createApiClient()}>
        <RetryFlag />
      </ApiProvider>,
    );
    expect(screen.getByText('false')).toBeInTheDocument();
  });

  it('keys the cache by route name first, so a prefix revalidates every language', () => {
    expect(faqKey('de')).toEqual(['getFaq', 'de']);
  });
});

const ContactForm = () => {
  const { trigger, isMutating, data, error } = useContactMutation();
  const pending = usePendingRequests();
  const [sent, setSent] = useState(false);
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          trigger({
            name: 'Erika Mustermann',
            email: 'erika@example.de',
            subject: 'Inhouse-Schulung',
            message: 'Bieten Sie Inhouse-Schulungen an?',
            privacyAccepted: true,
          })
            .then(() => setSent(true))
            .catch(() => undefined)
        }
      >
        Senden
      </button>
      <p>{`pending ${pending}`}</p>
      {isMutating && <p>sending</p>}
      {sent && data?.received && <p>received</p>}
      {error && <p>{error.details.map((detail) => detail.path).join(',')}</p>}
    </div>
  );
};

describe('useContactMutation', () => {
  it('puts the message once on trigger and reports the receipt', async () => {
    let release: () => void = () => undefined;
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(202, { received: true }));
        }),
    );
    render(
      <ApiProvider client={createApiClient({ fetch })} swrConfig={{ provider: () => new Map() }}>
        <ContactForm />
      </ApiProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Senden' }).click());
    expect(await screen.findByText('pending 1')).toBeInTheDocument();
    expect(screen.getByText('sending')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('received')).toBeInTheDocument();
    expect(screen.getByText('pending 0')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'PUT' }));
  });

  it('exposes the field paths of a rejected message', async () => {
    const fetch = vi.fn(async () =>
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'Ungültig.',
        details: [
          {
            path: 'email',
            code: 'INVALID_FORMAT',
            message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
          },
          {
            path: 'message',
            code: 'TOO_SHORT',
            message: 'Bitte schreiben Sie uns mindestens 10 Zeichen.',
          },
        ],
      }),
    );
    render(
      <ApiProvider client={createApiClient({ fetch })} swrConfig={{ provider: () => new Map() }}>
        <ContactForm />
      </ApiProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Senden' }).click());
    expect(await screen.findByText('email,message')).toBeInTheDocument();
  });
});
