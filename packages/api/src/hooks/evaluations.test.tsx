import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import {
  useOrderEvaluation,
  useScheduleEvaluation,
  useScheduleEvaluationSubmit,
} from './evaluations.ts';

const positionId = '0b7e4f2a-3c1d-4e5f-8a9b-1c2d3e4f5a6b';
const date = { courseId: 7, scheduleId: 31, positionId };
const questionnaire = (submittedAt: string | null) => ({
  positionId,
  courseId: 7,
  scheduleId: 31,
  state: submittedAt ? 'SUBMITTED' : 'OPEN',
  submittedAt,
  availableFrom: '2027-04-02',
  moduleId: null,
  courseName: 'Arbeitsrecht online',
  organizerName: 'Akademie Eins',
  startDate: '2027-04-01',
  endDate: '2027-04-01',
  questions: [],
});

describe('a participant evaluation', () => {
  it('sends the answers with the bearer token and shows the position as evaluated without asking again', async () => {
    const calls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const bearer = new Headers(init?.headers).get('authorization') ? ' (token)' : '';
      calls.push(`${method} ${String(input)}${bearer}`);
      const open = questionnaire(null);
      const body =
        method === 'PUT'
          ? questionnaire('2027-04-02T08:00:00.000Z')
          : String(input).includes('/order/evaluation/')
            ? { ...open, questions: undefined, moduleId: undefined }
            : open;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <ApiProvider
        client={createApiClient({ fetch, retryDelay: () => 0, getAccessToken: async () => 't' })}
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
      >
        {children}
      </ApiProvider>
    );
    const { result } = renderHook(
      () => ({
        state: useOrderEvaluation(positionId),
        questionnaire: useScheduleEvaluation(date),
        submit: useScheduleEvaluationSubmit(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.questionnaire.data?.state).toBe('OPEN'));
    await waitFor(() => expect(result.current.state.data?.state).toBe('OPEN'));
    calls.length = 0;

    await act(() =>
      result.current.submit.trigger({ date, evaluation: { answers: { content: { grade: 2 } } } }),
    );

    expect(result.current.state.data).toMatchObject({
      state: 'SUBMITTED',
      submittedAt: '2027-04-02T08:00:00.000Z',
    });
    expect(result.current.questionnaire.data?.state).toBe('SUBMITTED');
    expect(calls).toEqual([
      `PUT /api/evaluations/courses/7/schedules/31?positionId=${positionId} (token)`,
    ]);
  });
});
