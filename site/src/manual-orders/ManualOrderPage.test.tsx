import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManualOrder } from '@kursmarkt/schemas';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';

// The boundary to the sign-in library: Anna Berger is signed in.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const seminar: ManualOrder = {
  id: '5b1c1f0e-7a2b-4c3d-8e9f-000000000001',
  organizer: 'Anwaltsakademie Nord',
  title: 'Kündigungsschutz aktuell',
  startDate: '2027-02-04',
  endDate: '2027-02-05',
  minutes: 450,
  format: 'PRESENT',
  scopeId: 2,
  scopeName: 'Arbeitsrecht',
  evidence: {
    id: '5b1c1f0e-7a2b-4c3d-8e9f-0000000000e1',
    originalName: 'Teilnahme.pdf',
    mediaType: 'application/pdf',
    size: 48_213,
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  },
  createdAt: '2027-03-01T09:00:00.000Z',
  updatedAt: '2027-03-01T09:00:00.000Z',
};

async function renderPage(path: string, fetch: typeof globalThis.fetch) {
  vi.resetModules();
  boundary.core = createSessionCore(tab(sharedBrowser(storedUser(300))).environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  const { renderInSite, setCookie } = await import('../session/render-support.tsx');
  setCookie('rfLoggedIn', 'true');
  const { default: ManualOrderPage } = await import('./ManualOrderPage.tsx');
  renderInSite(<ManualOrderPage />, { path, fetch });
}

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('the form of a course booked elsewhere', () => {
  it('refuses hours, then days, that do not fit before sending, beside their fields', async () => {
    const fetch = vi.fn(async () => json(404, { code: 'NOT_FOUND', message: 'not found' }));
    await renderPage('/customer-dashboard/externe-fortbildung', fetch);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /Veranstalter/ }), 'Akademie');
    await user.type(screen.getByRole('textbox', { name: /Titel der Fortbildung/ }), 'Mietrecht');
    await user.type(screen.getByRole('textbox', { name: /Erster Tag/ }), '5.2.2027');
    await user.type(screen.getByRole('textbox', { name: /Letzter Tag/ }), '4.2.2027');
    await user.type(screen.getByRole('textbox', { name: /Stunden/ }), '7,3');
    await user.click(screen.getByRole('radio', { name: 'Präsenz' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Fachgebiet/ }), 'Arbeitsrecht');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const hours = screen.getByRole('textbox', { name: /Stunden/ });
    expect(hours).toHaveAccessibleDescription(
      expect.stringContaining('Bitte in Viertelstunden angeben, z. B. 7,5.'),
    );
    expect(hours).toHaveFocus();

    // The days are checked against each other once every field is in its form.
    await user.clear(hours);
    await user.type(hours, '7,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const endDate = screen.getByRole('textbox', { name: /Letzter Tag/ });
    expect(endDate).toHaveAccessibleDescription(
      expect.stringContaining('Der letzte Tag liegt vor dem ersten.'),
    );
    expect(endDate).toHaveFocus();
    expect(screen.getByText('Bitte eine Bescheinigung auswählen.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/order/manuel'),
      expect.anything(),
    );
  });

  it('changes a stored course, shows its certificate’s SHA-256 and the server’s refusal beside the field', async () => {
    const sent: { method: string; body: unknown }[] = [];
    let refuse = true;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== `/api/order/manuel/${seminar.id}`) {
        return json(404, { code: 'NOT_FOUND', message: 'not found' });
      }
      if (init?.method !== 'PUT') return json(200, seminar);
      sent.push({ method: 'PUT', body: JSON.parse(String(init.body)) });
      if (refuse) {
        refuse = false;
        return json(422, {
          code: 'VALIDATION_FAILED',
          message: 'The body is not valid.',
          details: [{ path: 'body.endDate', code: 'TOO_LARGE', message: 'too far' }],
        });
      }
      return json(200, { ...seminar, minutes: 480 });
    });
    await renderPage(`/customer-dashboard/externe-fortbildung?id=${seminar.id}`, fetch);
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { name: 'Externe Fortbildung bearbeiten' }),
    ).toBeVisible();
    expect(screen.getByText('Gespeicherte Bescheinigung: Teilnahme.pdf')).toBeVisible();
    expect(screen.getByText(seminar.evidence.sha256)).toBeVisible();
    const hours = screen.getByRole('textbox', { name: /Stunden/ });
    expect(hours).toHaveValue('7.5');
    await user.clear(hours);
    await user.type(hours, '8');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const endDate = screen.getByRole('textbox', { name: /Letzter Tag/ });
    await waitFor(() =>
      expect(endDate).toHaveAccessibleDescription(
        expect.stringContaining('Der letzte Tag darf höchstens ein Jahr nach dem ersten liegen.'),
      ),
    );
    expect(sent[0]!.body).toEqual({
      organizer: 'Anwaltsakademie Nord',
      title: 'Kündigungsschutz aktuell',
      startDate: '2027-02-04',
      endDate: '2027-02-05',
      hours: '8',
      format: 'PRESENT',
      scopeId: '2',
    });

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/customer-dashboard/meine-kurse'),
    );
    expect(sent).toHaveLength(2);
  });

  it('says so when the course to change is not the customer’s', async () => {
    const fetch = vi.fn(async () => json(404, { code: 'NOT_FOUND', message: 'not found' }));
    await renderPage('/customer-dashboard/externe-fortbildung?id=7', fetch);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Die Fortbildung kann gerade nicht geladen werden.'),
    ).toBeVisible();
  });
});
