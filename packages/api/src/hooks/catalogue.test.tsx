import { act, renderHook, waitFor } from '@testing-library/react';
import type { CourseDetail, CourseOverview } from '@kursmarkt/schemas';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { MissingParameterError } from '../errors.ts';
import {
  courseDocumentUrl,
  courseKey,
  useCourse,
  useCourseInfo,
  useCourseOverview,
  useCoursesOverview,
  useNewsletterConfirmationMutation,
  useNewsletterMutation,
  useOrganizer,
  useOrganizers,
  usePackage,
  usePackages,
  useReferentInfo,
  useReferentInfos,
  useWaitingListMutation,
} from './catalogue.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake fetch answering `body` (or what `answer` makes of the URL) and recording each call. */
const fakeFetch = (answer: (url: string) => Response) =>
  vi.fn(async (input: RequestInfo | URL) => answer(String(input)));

const wrapperFor =
  (fetch: typeof globalThis.fetch, options: { onNotFound?: (url: string) => void } = {}) =>
  ({ children }: { children?: ReactNode }) => (
    <ApiProvider
      client={createApiClient({ fetch, retryDelay: () => 0, ...options })}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      {children}
    </ApiProvider>
  );

const overview: CourseOverview = {
  id: 17,
  name: 'Fachanwaltslehrgang Arbeitsrecht',
  organizer: { id: 2, name: 'Fachinstitut für Arbeitsrecht Köln' },
  courseType: 'PRESENT',
  durationValue: 120,
  schedule: {
    id: 3,
    city: { id: 1, name: 'Köln' },
    startDate: '2026-04-09',
    endDate: '2026-06-20',
    available: 4,
    full: false,
  },
  priceFrom: 189_900,
  detailPath: '/fachanwaltslehrgang/fachanwaltslehrgang-arbeitsrecht-17',
};

const course: CourseDetail = {
  id: 17,
  slug: 'fachanwaltslehrgang-arbeitsrecht',
  name: 'Fachanwaltslehrgang Arbeitsrecht',
  description: 'Der Lehrgang vermittelt die besonderen theoretischen Kenntnisse.',
  courseType: 'PRESENT',
  searchType: 'SPECIALIZATION',
  category: 'fachanwaltslehrgang',
  durationValue: 120,
  organizer: { id: 2, name: 'Fachinstitut für Arbeitsrecht Köln', slug: 'fachinstitut' },
  scopes: [{ id: 2, name: 'Arbeitsrecht' }],
  speakers: [{ id: 1, title: 'Prof. Dr.', firstName: 'Katharina', lastName: 'Lindner' }],
  schedules: [],
  documents: [{ id: 4, title: 'Programm und Ablaufplan', kind: 'PROGRAM' }],
  detailPath: '/fachanwaltslehrgang/fachanwaltslehrgang-arbeitsrecht-17',
  meta: { title: 'Fachanwaltslehrgang Arbeitsrecht', description: 'Der Lehrgang …' },
};

describe('the catalogue read hooks', () => {
  it('useCourse loads the course through the provided client, in the language asked for', async () => {
    const fetch = fakeFetch(() => json(200, course));
    const { result } = renderHook(() => useCourse(17, 'en'), { wrapper: wrapperFor(fetch) });
    await waitFor(() => expect(result.current.data).toEqual(course));
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('/api/course/17?language=en', expect.anything());
    expect(courseKey(17, 'en')).toEqual(['getCourse', 17, 'en']);
  });

  it('useCourse makes no request while the id is null', async () => {
    const fetch = fakeFetch(() => json(200, course));
    const { result } = renderHook(() => useCourse(null), { wrapper: wrapperFor(fetch) });
    await act(() => Promise.resolve());
    expect(result.current.data).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('useCourse exposes a 404 and lets the client open the 404 page', async () => {
    const onNotFound = vi.fn();
    const fetch = fakeFetch(() => json(404, { code: 'NOT_FOUND', message: 'Not found.' }));
    const { result } = renderHook(() => useCourse(99999), {
      wrapper: wrapperFor(fetch, { onNotFound }),
    });
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(result.current.error?.code).toBe('NOT_FOUND');
    expect(onNotFound).toHaveBeenCalledWith('/api/course/99999');
    expect(fetch).toHaveBeenCalledOnce();
  });

  const readHooks: [name: string, url: string, hook: () => { data?: unknown }][] = [
    ['useCourseOverview', '/api/course/17/overview', () => useCourseOverview(17)],
    ['useCourseInfo', '/api/course/17/info?scheduleId=3', () => useCourseInfo(17, 3)],
    [
      'useCoursesOverview',
      '/api/courses/overview/2026?futureEventsOnly=true',
      () => useCoursesOverview(2026, true),
    ],
    [
      'useCoursesOverview for one organizer',
      '/api/courses/overview/2026?futureEventsOnly=false&organizerId=2',
      () => useCoursesOverview(2026, false, 2),
    ],
    ['usePackages', '/api/courses/packages', () => usePackages()],
    ['usePackage', '/api/courses/packages/5', () => usePackage(5)],
    ['useOrganizers', '/api/organizer', () => useOrganizers()],
    ['useOrganizer', '/api/organizer/2?includeScopes=true', () => useOrganizer(2, true)],
    ['useReferentInfos', '/api/referent-infos', () => useReferentInfos()],
    ['useReferentInfo', '/api/referent-infos/1?language=de', () => useReferentInfo(1, 'de')],
  ];

  it.each(readHooks)('%s calls GET %s', async (_name, url, hook) => {
    const fetch = fakeFetch(() => json(200, overview));
    const { result } = renderHook(hook, { wrapper: wrapperFor(fetch) });
    await waitFor(() => expect(result.current.data).toEqual(overview));
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'GET' }));
  });

  it('useCourseInfo waits for both the course id and the schedule id', async () => {
    const fetch = fakeFetch(() => json(200, overview));
    renderHook(() => useCourseInfo(17, null), { wrapper: wrapperFor(fetch) });
    renderHook(() => useCourseInfo(null, 3), { wrapper: wrapperFor(fetch) });
    await act(() => Promise.resolve());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('courseDocumentUrl', () => {
  it('builds the address of a course document', () => {
    expect(courseDocumentUrl(17, 4)).toBe('/api/course/17/document/4');
    expect(
      courseDocumentUrl(17, 4, { language: 'en', baseUrl: 'https://recht.kursmarkt.test' }),
    ).toBe('https://recht.kursmarkt.test/api/course/17/document/4?language=en');
  });

  it('throws before anything is requested when an id is missing', () => {
    expect(() => courseDocumentUrl(17, undefined as unknown as number)).toThrow(
      MissingParameterError,
    );
  });
});

describe('the catalogue mutations', () => {
  it('useWaitingListMutation posts the request once and reports a 409 without retrying', async () => {
    const fetch = fakeFetch(() =>
      json(409, { code: 'CONFLICT', message: 'The date 3 still has 4 free places.' }),
    );
    const { result } = renderHook(() => useWaitingListMutation(), { wrapper: wrapperFor(fetch) });
    await act(async () => {
      await result.current
        .trigger({ scheduleId: 3, name: 'Jana Vogt', email: 'jana@example.de', seats: 2 })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error?.code).toBe('CONFLICT'));
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders/waitinglists');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      scheduleId: 3,
      name: 'Jana Vogt',
      email: 'jana@example.de',
      seats: 2,
    });
  });

  it('useNewsletterMutation puts the address with the mail language and reports the receipt', async () => {
    const fetch = fakeFetch(() => json(202, { received: true }));
    const { result } = renderHook(() => useNewsletterMutation(), { wrapper: wrapperFor(fetch) });
    await act(async () => {
      await result.current.trigger({ email: 'erika@example.de', language: 'en' });
    });
    expect(result.current.data).toEqual({ received: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter?language=en');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'erika@example.de' });
  });

  it('useNewsletterMutation exposes a 422 so the box can show its text', async () => {
    const fetch = fakeFetch(() =>
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'The body is not valid.',
        details: [
          {
            path: 'body.email',
            code: 'INVALID_FORMAT',
            message: 'Bitte geben Sie eine gültige E-Mail-Adresse an!',
          },
        ],
      }),
    );
    const { result } = renderHook(() => useNewsletterMutation(), { wrapper: wrapperFor(fetch) });
    await act(async () => {
      await result.current.trigger({ email: 'keine-adresse' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error?.status).toBe(422));
    expect(result.current.error?.details).toEqual([
      {
        path: 'body.email',
        code: 'INVALID_FORMAT',
        message: 'Bitte geben Sie eine gültige E-Mail-Adresse an!',
      },
    ]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('useNewsletterConfirmationMutation puts the token of the link', async () => {
    const fetch = fakeFetch(() => json(200, { confirmed: true }));
    const { result } = renderHook(() => useNewsletterConfirmationMutation(), {
      wrapper: wrapperFor(fetch),
    });
    await act(async () => {
      await result.current.trigger({ token: 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE' });
    });
    expect(result.current.data).toEqual({ confirmed: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/confirmation');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE',
    });
  });
});
