import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  LearningCheckAttempt,
  LearningCheckResult,
  LearningCheckState,
} from '@kursmarkt/schemas';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';

// The boundary to the sign-in library: signed in, as each test says.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const positionId = '2b7e4f2a-3c1d-4e5f-8a9b-1c2d3e4f5a6b';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const attempt: LearningCheckAttempt = {
  id: uuid(1),
  number: 1,
  startedAt: '2027-03-10T10:00:00.000Z',
  language: 'de',
  questions: [1, 2].map((q) => ({
    id: uuid(10 * q),
    text:
      q === 1 ? 'Welche Aussagen zu § 15 FAO treffen zu?' : 'Welche Aussagen zum RVG treffen zu?',
    options: [1, 2, 3, 4].map((o) => ({ id: uuid(10 * q + o), text: `Aussage ${q}.${o}` })),
  })),
};

const empty: LearningCheckState = {
  positionId,
  courseName: 'Erbrecht im Selbststudium',
  available: true,
  questionsAsked: 2,
  passPercent: 75,
  maxAttempts: 3,
  attemptsUsed: 0,
  attemptsLeft: 3,
  passed: null,
  openAttempt: null,
  lastResult: null,
};

/** The API of one self-study position: an attempt started, then graded with the first question right. */
function learningCheckApi(initial: LearningCheckState) {
  let state = initial;
  const submitted: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const base = `/api/learning-checks/${positionId}`;
    if (url.pathname === base && method === 'GET') return json(200, state);
    if (url.pathname === `${base}/attempts` && method === 'POST') {
      state = { ...state, attemptsUsed: 1, attemptsLeft: 2, openAttempt: attempt };
      return json(200, attempt);
    }
    if (url.pathname === `${base}/attempts/${attempt.id}` && method === 'PUT') {
      submitted.push(JSON.parse(String(init?.body)));
      const result: LearningCheckResult = {
        attemptId: attempt.id,
        number: 1,
        startedAt: attempt.startedAt,
        submittedAt: '2027-03-10T10:20:00.000Z',
        questionsAsked: 2,
        correct: 1,
        percent: 50,
        passed: false,
        attemptsLeft: 2,
        questions: attempt.questions.map((question, index) => ({
          id: question.id,
          text: question.text,
          correct: index === 0,
          chosenOptionIds: [question.options[0]!.id],
        })),
      };
      state = { ...state, openAttempt: null, lastResult: result };
      return json(200, result);
    }
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
  return { fetch, submitted };
}

async function showPage(state: LearningCheckState) {
  vi.resetModules();
  boundary.core = createSessionCore(tab(sharedBrowser(storedUser(300))).environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  const support = await import('../session/render-support.tsx');
  support.setCookie('rfLoggedIn', 'true');
  const LearningCheckPage = (await import('./LearningCheckPage.tsx')).default;
  const api = learningCheckApi(state);
  support.renderInSite(
    <Routes>
      <Route path="/lernerfolgskontrolle/:positionId?" element={<LearningCheckPage />} />
    </Routes>,
    { path: `/lernerfolgskontrolle/${positionId}`, fetch: api.fetch },
  );
  return api;
}

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('the learning check page', () => {
  it('starts an attempt, counts the answered questions, confirms and shows what was wrong', async () => {
    const api = await showPage(empty);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Lernerfolgskontrolle starten' }),
    );
    const first = await screen.findByRole('group', {
      name: 'Frage 1 von 2 Welche Aussagen zu § 15 FAO treffen zu?',
    });
    expect(screen.getByRole('status')).toHaveTextContent('0 von 2 Fragen beantwortet');
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Aussage 1.1' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: /^Frage 2 von 2/ })).getByRole('checkbox', {
        name: 'Aussage 2.1',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 von 2 Fragen beantwortet');

    await userEvent.click(screen.getByRole('button', { name: 'Antworten abgeben' }));
    expect(api.submitted).toEqual([]);
    expect(screen.getByText(/Sie haben 2 von 2 Fragen beantwortet/)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt verbindlich abgeben' }));

    expect(await screen.findByText('Versuch 1: Nicht bestanden')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toContainElement(
        screen.getByText('Versuch 1: Nicht bestanden'),
      ),
    );
    expect(api.submitted).toEqual([
      {
        answers: [
          { questionId: uuid(10), optionIds: [uuid(11)] },
          { questionId: uuid(20), optionIds: [uuid(21)] },
        ],
      },
    ]);
    expect(screen.getByText('1 von 2 Fragen richtig (50 %)')).toBeInTheDocument();
    expect(screen.getByText('Noch 2 Versuche')).toBeInTheDocument();
    const answers = screen.getAllByRole('listitem');
    expect(answers.map((item) => item.textContent)).toEqual([
      'richtig:Welche Aussagen zu § 15 FAO treffen zu?',
      'falsch:Welche Aussagen zum RVG treffen zu?',
    ]);
    expect(screen.getByRole('button', { name: 'Neuen Versuch starten' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Zu „Meine Kurse“' })).toHaveAttribute(
      'href',
      '/customer-dashboard/meine-kurse',
    );
  });

  it('shows a pass on its day in Germany and offers no further attempt', async () => {
    await showPage({
      ...empty,
      attemptsUsed: 2,
      attemptsLeft: 0,
      passed: { passedAt: '2027-12-31T23:30:00.000Z', percent: 80, attempt: 2 },
    });

    expect(await screen.findByText('Bestanden am 1. Januar 2028 mit 80 %.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /starten/ })).toBeNull());
  });
});
