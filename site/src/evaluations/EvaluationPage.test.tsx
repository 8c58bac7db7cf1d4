import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EvaluationQuestion, ScheduleEvaluation } from '@kursmarkt/schemas';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';

// The boundary to the sign-in library: Anna Berger is signed in.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const positionId = '0d6f4b8e-1a2b-4c3d-8e9f-000000000001';
const question = (
  part: Partial<EvaluationQuestion> & Pick<EvaluationQuestion, 'id' | 'type' | 'text'>,
): EvaluationQuestion => ({
  required: part.type === 'GRADE',
  speakerId: null,
  options: [],
  maxLength: part.type === 'FREE' ? 2000 : null,
  ...part,
});
const questions = [
  question({ id: 'course', type: 'HEADLINE', text: 'Der Kurs' }),
  question({ id: 'content', type: 'GRADE', text: 'Inhalt und Aufbau des Kurses' }),
  question({ id: 'speakers', type: 'HEADLINE', text: 'Referentinnen und Referenten' }),
  question({ id: 'speaker-7', type: 'GRADE', text: 'Vortrag von Dr. Vera Vortrag', speakerId: 7 }),
  question({
    id: 'heard-of',
    type: 'MULTIPLE_CHOICE',
    text: 'Wie sind Sie auf den Kurs aufmerksam geworden?',
    options: [
      { id: 'newsletter', text: 'Newsletter' },
      { id: 'colleague', text: 'Empfehlung von Kolleginnen oder Kollegen' },
    ],
  }),
  question({ id: 'comment', type: 'FREE', text: 'Was möchten Sie uns sonst noch mitteilen?' }),
];
const open: ScheduleEvaluation = {
  positionId,
  courseId: 12,
  scheduleId: 31,
  state: 'OPEN',
  submittedAt: null,
  availableFrom: '2026-10-06',
  moduleId: null,
  courseName: 'Arbeitsrecht kompakt',
  organizerName: 'Akademie Eins',
  startDate: '2026-10-05',
  endDate: '2026-10-05',
  questions,
};
const submitted = { ...open, state: 'SUBMITTED', submittedAt: '2026-10-07T08:15:00.000Z' };
const {
  questions: _questions,
  moduleId: _module,
  courseName: _name,
  organizerName: _organizer,
  startDate: _start,
  endDate: _end,
  ...openState
} = open;

/** The API: the open position, and the server's answer to the evaluation sent. */
function api(answer: (body: unknown) => Response) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/order/evaluation/${positionId}`) return json(200, openState);
    if (url.pathname === '/api/courses/12/schedule/31/evaluation') return json(200, open);
    if (init?.method === 'PUT') return answer(JSON.parse(String(init.body)));
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
}

async function renderPage(fetch: ReturnType<typeof api>) {
  vi.resetModules();
  boundary.core = createSessionCore(tab(sharedBrowser(storedUser(300))).environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  const { renderInSite, setCookie } = await import('../session/render-support.tsx');
  setCookie('rfLoggedIn', 'true');
  const { default: EvaluationPage } = await import('./EvaluationPage.tsx');
  renderInSite(
    <Routes>
      <Route path="/teilnehmer-feedback/:positionId" element={<EvaluationPage />} />
    </Routes>,
    { path: `/teilnehmer-feedback/${positionId}`, fetch },
  );
}

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('the evaluation page', () => {
  it('names each missing grade beside its group, focuses the first and sends nothing', async () => {
    const fetch = api(() => json(200, submitted));
    await renderPage(fetch);
    const content = await screen.findByRole('radiogroup', { name: /Inhalt und Aufbau des Kurses/ });
    expect(screen.getByRole('group', { name: 'Referentinnen und Referenten' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Bewertung absenden' }));

    expect(
      await within(content.parentElement!).findByText('Bitte wählen Sie eine Note.'),
    ).toBeVisible();
    const speaker = screen.getByRole('radiogroup', { name: /Vortrag von Dr. Vera Vortrag/ });
    expect(within(speaker.parentElement!).getByText('Bitte wählen Sie eine Note.')).toBeVisible();
    expect(content).toContainElement(document.activeElement as HTMLElement);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('sends the grades, the ticked options and the text, then thanks with the day', async () => {
    const sent: unknown[] = [];
    await renderPage(
      api((body) => {
        sent.push(body);
        return json(200, submitted);
      }),
    );
    const content = await screen.findByRole('radiogroup', { name: /Inhalt und Aufbau des Kurses/ });
    await userEvent.click(within(content).getByRole('radio', { name: '2' }));
    const speaker = screen.getByRole('radiogroup', { name: /Vortrag von Dr. Vera Vortrag/ });
    await userEvent.click(within(speaker).getByRole('radio', { name: '1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Was möchten Sie uns sonst noch mitteilen?' }),
      ' Sehr praxisnah. ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung absenden' }));

    expect(await screen.findByText('Vielen Dank für Ihre Bewertung vom 07.10.2026!')).toBeVisible();
    expect(sent).toEqual([
      {
        answers: {
          content: { grade: 2 },
          'speaker-7': { grade: 1 },
          'heard-of': { choices: ['newsletter'] },
          comment: { text: 'Sehr praxisnah.' },
        },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Bewertung absenden' })).toBeNull();
  });

  it('shows the server’s refusal of an answer beside its question', async () => {
    await renderPage(
      api(() =>
        json(422, {
          code: 'VALIDATION_FAILED',
          message: 'The evaluation is not valid.',
          details: [{ path: 'body.answers.comment.text', code: 'TOO_LONG', message: 'too long' }],
        }),
      ),
    );
    const content = await screen.findByRole('radiogroup', { name: /Inhalt und Aufbau des Kurses/ });
    await userEvent.click(within(content).getByRole('radio', { name: '3' }));
    const speaker = screen.getByRole('radiogroup', { name: /Vortrag von Dr. Vera Vortrag/ });
    await userEvent.click(within(speaker).getByRole('radio', { name: '3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung absenden' }));

    const comment = screen.getByRole('textbox', {
      name: 'Was möchten Sie uns sonst noch mitteilen?',
    });
    await waitFor(() => expect(comment).toHaveAccessibleDescription(/höchstens 2000 Zeichen/));
    expect(comment).toHaveFocus();
  });
});
