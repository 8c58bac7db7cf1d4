import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseDetail } from '@kursmarkt/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootData, fakeFetch, json, renderPage } from '../test/support.tsx';
import CoursePage from './CoursePage.tsx';

const course: CourseDetail = {
  id: 70,
  slug: 'fachanwaltslehrgang-migrationsrecht',
  name: 'Fachanwaltslehrgang Migrationsrecht',
  description: 'Der Lehrgang vermittelt die Kenntnisse nach § 4 FAO.\n\nMit drei Klausuren.',
  courseType: 'PRESENT',
  searchType: 'SPECIALIZATION',
  category: 'fachanwaltslehrgang',
  durationValue: 120,
  organizer: { id: 4, name: 'Hanseatische Anwaltsakademie', slug: 'hanseatische-anwaltsakademie' },
  scopes: [{ id: 14, name: 'Migrationsrecht' }],
  speakers: [
    { id: 17, title: '', firstName: 'Laura', lastName: 'Becker' },
    { id: 15, title: 'Prof. Dr.', firstName: 'Christine', lastName: 'Vogel' },
  ],
  schedules: [
    {
      id: 150,
      city: { id: 2, name: 'Hamburg' },
      venue: 'Seminarzentrum Hafen',
      startDate: '2026-11-05',
      endDate: '2027-01-16',
      seats: 30,
      booked: 9,
      available: 21,
      full: false,
      running: false,
      priceLevels: [
        { id: 304, name: 'Standard', priceValue: 197_900, bookableUntil: null, condition: null },
        {
          id: 305,
          name: 'Frühbucher',
          priceValue: 178_100,
          bookableUntil: '2026-10-08',
          condition: null,
        },
      ],
    },
    {
      id: 151,
      city: { id: 23, name: 'Kiel' },
      venue: null,
      startDate: '2027-08-05',
      endDate: '2027-10-16',
      seats: 29,
      booked: 29,
      available: 0,
      full: true,
      running: false,
      priceLevels: [
        { id: 306, name: 'Standard', priceValue: 210_900, bookableUntil: null, condition: null },
      ],
    },
    {
      id: 152,
      city: { id: 24, name: 'Lübeck' },
      venue: null,
      startDate: '2026-10-01',
      endDate: '2027-02-20',
      seats: 25,
      booked: 20,
      available: 5,
      full: false,
      running: true,
      priceLevels: [
        { id: 307, name: 'Standard', priceValue: 197_900, bookableUntil: null, condition: null },
        {
          id: 308,
          name: 'Mitglied im DAV',
          priceValue: 180_000,
          bookableUntil: null,
          condition: 'Für Mitglieder des Deutschen Anwaltvereins.',
        },
      ],
    },
  ],
  documents: [{ id: 111, title: 'Programm und Ablaufplan', kind: 'PROGRAM' }],
  detailPath: '/fachanwaltslehrgang/fachanwaltslehrgang-migrationsrecht-70',
  meta: {
    title: 'Fachanwaltslehrgang Migrationsrecht | Hanseatische Anwaltsakademie',
    description: 'Der Lehrgang vermittelt die Kenntnisse nach § 4 FAO.',
  },
};

const coursePath = '/fachanwaltslehrgang/fachanwaltslehrgang-migrationsrecht-70';

/** Answers the course, and `waitingList` for the waiting-list request. */
const courseApi = (waitingList: () => Response = () => json(201, { received: true })) =>
  fakeFetch((url) =>
    url.startsWith('/api/orders/waitinglists') ? waitingList() : json(200, course),
  );

const renderCourse = (
  options: Partial<Parameters<typeof renderPage>[1]> & { fetch: typeof fetch },
) =>
  renderPage(<CoursePage />, {
    path: coursePath,
    route: 'fachanwaltslehrgang/:slugId',
    ...options,
  });

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('CoursePage', () => {
  it('loads the course of the id after the last hyphen in the page language', async () => {
    const fetch = courseApi();
    renderCourse({ fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fachanwaltslehrgang Migrationsrecht' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/course/70?language=de', expect.anything());
  });

  it('shows organizer, type, category, scopes, duration, description and speakers', async () => {
    renderCourse({ fetch: courseApi() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Hanseatische Anwaltsakademie' })).toHaveAttribute(
      'href',
      '/veranstalter/hanseatische-anwaltsakademie-4',
    );
    expect(screen.getByText('Präsenzschulung')).toBeInTheDocument();
    expect(screen.getByText('Fachanwaltslehrgang')).toBeInTheDocument();
    expect(screen.getByText('Migrationsrecht')).toBeInTheDocument();
    expect(screen.getByText('120 Zeitstunden')).toBeInTheDocument();
    expect(screen.getByText('Mit drei Klausuren.')).toBeInTheDocument();
    const speakers = within(
      screen.getByRole('region', { name: 'Referentinnen und Referenten' }),
    ).getAllByRole('link');
    expect(speakers.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Laura Becker', '/referenten/17'],
      ['Prof. Dr. Christine Vogel', '/referenten/15'],
    ]);
  });

  it('lists each date with place, seats left or ausgebucht, and its price levels', async () => {
    renderCourse({ fetch: courseApi() });
    const dates = await screen.findByRole('region', { name: 'Termine und Preise' });
    const [first, second] = within(dates).getAllByRole('article');
    expect(within(first!).getByRole('heading')).toHaveTextContent('05.11.2026 – 16.01.2027');
    expect(first).toHaveTextContent('Seminarzentrum Hafen, Hamburg');
    expect(first).toHaveTextContent('Noch 21 Plätze frei');
    expect(first).toHaveTextContent(/Standard\s*1\.979,00\s€/);
    expect(first).toHaveTextContent(/Frühbucher \(bei Buchung bis 08\.10\.2026\)\s*1\.781,00\s€/);
    expect(first).not.toHaveTextContent('läuft bereits');
    expect(
      within(first!).getByRole('button', {
        name: 'Fachanwaltslehrgang Migrationsrecht, 05.11.2026 – 16.01.2027 in den Warenkorb',
      }),
    ).toBeVisible();
    expect(second).toHaveTextContent('Kiel');
    expect(second).toHaveTextContent('ausgebucht');
    expect(within(second!).getByRole('button', { name: 'Auf die Warteliste' })).toBeVisible();
    expect(within(second!).queryByRole('button', { name: /in den Warenkorb/ })).toBeNull();
  });

  it('says a date that began is running and can be joined, with the condition of a member price', async () => {
    renderCourse({ fetch: courseApi() });
    const dates = await screen.findByRole('region', { name: 'Termine und Preise' });
    const running = within(dates).getAllByRole('article')[2]!;
    expect(running).toHaveTextContent('läuft bereits');
    expect(running).toHaveTextContent('Der Kurs hat am 01.10.2026 begonnen');
    expect(running).toHaveTextContent('Für Mitglieder des Deutschen Anwaltvereins.');
    const select = within(running).getByRole('combobox', { name: 'Preisstufe' });
    await userEvent.selectOptions(select, '308');
    expect(select).toHaveAccessibleDescription('Für Mitglieder des Deutschen Anwaltvereins.');
  });

  it("puts a date with the chosen price level into a guest's cart and leaves for the cart", async () => {
    localStorage.clear();
    renderCourse({ fetch: courseApi() });
    const dates = await screen.findByRole('region', { name: 'Termine und Preise' });
    const [first] = within(dates).getAllByRole('article');
    await userEvent.selectOptions(
      within(first!).getByRole('combobox', { name: 'Preisstufe' }),
      '305',
    );
    await userEvent.click(within(first!).getByRole('button', { name: /in den Warenkorb$/ }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([
      {
        courseId: 70,
        courseScheduleId: 150,
        priceLevelId: 305,
        packageIncluded: false,
        course: {
          id: 70,
          durationValue: 120,
          type: 'SPECIALIZATION',
          organizer: { id: 4 },
          professionalScopes: [{ id: 14 }],
        },
      },
    ]);
    localStorage.clear();
  });

  it('links each document to its PDF in a new tab, saying so', async () => {
    renderCourse({ fetch: courseApi() });
    const link = await screen.findByRole('link', { name: /Programm und Ablaufplan \(PDF\)/ });
    expect(link).toHaveAttribute('href', '/api/course/70/document/111?language=de');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(/öffnet in einem neuen Tab/);
  });

  it("shows the domain's course banner for the course's scopes and type after the course", async () => {
    const boot = bootData();
    boot.configuration.banners = [
      { placement: 'course', text: 'banners.packages', href: '/seminar-pakete' },
    ];
    const fetch = fakeFetch((url) =>
      url.startsWith('/api/banner/')
        ? json(200, {
            placement: 'course',
            message: 'Mit Seminar-Paketen sparen',
            href: '/seminar-pakete',
          })
        : json(200, course),
    );
    renderCourse({ fetch, boot });
    const banner = await screen.findByRole('complementary', { name: 'Aktueller Hinweis' });
    expect(
      within(banner).getByRole('link', { name: 'Mit Seminar-Paketen sparen' }),
    ).toHaveAttribute('href', '/seminar-pakete');
    expect(fetch).toHaveBeenCalledWith(
      '/api/banner/course?scopes=14&types=SPECIALIZATION&language=de',
      expect.anything(),
    );
  });

  it('asks for no banner when the domain configures none for course pages', async () => {
    const fetch = courseApi();
    renderCourse({ fetch });
    await screen.findByRole('heading', { level: 1, name: 'Fachanwaltslehrgang Migrationsrecht' });
    expect(screen.queryByRole('complementary', { name: 'Aktueller Hinweis' })).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/course/70?language=de']);
  });

  it('puts schema.org Course data in a JSON-LD script and sets title and description', async () => {
    const { container } = renderCourse({ fetch: courseApi() });
    await screen.findByRole('heading', { level: 1 });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toMatchObject({
      '@type': 'Course',
      name: 'Fachanwaltslehrgang Migrationsrecht',
      provider: { name: 'Hanseatische Anwaltsakademie' },
    });
    await waitFor(() =>
      expect(document.title).toBe('Fachanwaltslehrgang Migrationsrecht | Kursmarkt Recht'),
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Der Lehrgang vermittelt die Kenntnisse nach § 4 FAO.',
    );
  });

  it('hides the academic titles on the RENO theme', async () => {
    renderCourse({ fetch: courseApi(), boot: bootData({ theme: 'RENO' }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Christine Vogel' })).toBeInTheDocument();
    expect(screen.queryByText(/Prof\. Dr\./)).not.toBeInTheDocument();
  });

  it('writes dates, prices and hours the English way on an English page', async () => {
    const fetch = courseApi();
    renderCourse({ fetch, boot: bootData({ language: 'en' }) });
    const dates = await screen.findByRole('region', { name: 'Dates and prices' });
    expect(dates).toHaveTextContent('5 Nov 2026 – 16 Jan 2027');
    expect(dates).toHaveTextContent('€1,979.00');
    expect(dates).toHaveTextContent('21 seats left');
    expect(dates).toHaveTextContent('fully booked');
    expect(screen.getByText('120 hours')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/course/70?language=en', expect.anything());
  });

  it('goes to the 404 page without a request when the path has no id', async () => {
    const fetch = courseApi();
    renderPage(<CoursePage />, {
      path: '/fachanwaltslehrgang/migrationsrecht',
      route: 'fachanwaltslehrgang/:slugId',
      fetch,
    });
    expect(await screen.findByText('404-Seite')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves an unknown course to the client rule that opens the 404 page', async () => {
    const onNotFound = vi.fn();
    const fetch = fakeFetch(() => json(404, { code: 'NOT_FOUND', message: 'Not found.' }));
    renderPage(<CoursePage />, {
      path: '/course/99999',
      route: 'course/:slugId',
      fetch,
      onNotFound,
    });
    await waitFor(() => expect(onNotFound).toHaveBeenCalledWith('/api/course/99999?language=de'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the course again', async () => {
    let fail = true;
    const fetch = fakeFetch(() =>
      fail ? json(500, { code: 'INTERNAL', message: 'Kaputt.' }) : json(200, course),
    );
    renderCourse({ fetch });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Daten können gerade nicht geladen werden.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(course.name);
  });
});

describe('CoursePage: waiting list', () => {
  const openDialog = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Auf die Warteliste' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Warteliste für den Termin 05.08.2027 – 16.10.2027',
    });
    // The form's code loads when the dialog opens.
    await within(dialog).findByRole('textbox', { name: /Name/ });
    return dialog;
  };

  it('checks the fields before sending and names each problem beside its field', async () => {
    const fetch = courseApi();
    renderCourse({ fetch });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      /Bitte geben Sie Ihren Namen an/,
    );
    expect(within(dialog).getByRole('textbox', { name: /E-Mail/ })).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends name, e-mail and seats for the date and confirms the request', async () => {
    const fetch = courseApi();
    renderCourse({ fetch });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Erika Muster');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /E-Mail/ }),
      'erika@example.de',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Gewünschte Plätze/ }),
      '3',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Sie stehen auf der Warteliste.',
    );
    const [url, init] = fetch.mock.calls[1]!;
    // The confirmation mail is in the page's language.
    expect(url).toBe('/api/orders/waitinglists?language=de');
    expect(init).toMatchObject({ method: 'POST' });
    expect(JSON.parse(String(init!.body))).toEqual({
      scheduleId: 151,
      name: 'Erika Muster',
      email: 'erika@example.de',
      seats: 3,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Sie stehen auf der Warteliste.')).toBeInTheDocument();
  });

  it('shows the fields a 422 answer names beside them, each with the text for its code', async () => {
    const fetch = courseApi(() =>
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid.',
        details: [
          { path: 'body.email', code: 'INVALID_FORMAT', message: 'Invalid email address' },
          { path: 'body.name', code: 'UNSTORABLE', message: 'Unstorable character' },
        ],
      }),
    );
    renderCourse({ fetch });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Erika Muster');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'erika@x.de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /E-Mail/ })).toHaveAccessibleDescription(
        'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      'Diese Angabe enthält ein Zeichen, das wir nicht speichern können. Bitte entfernen Sie es.',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a 409 and reloads the dates when the dialog closes', async () => {
    const fetch = courseApi(() => json(409, { code: 'CONFLICT', message: 'Places are free.' }));
    renderCourse({ fetch });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Erika Muster');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'erika@x.de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Für diesen Termin ist keine Warteliste möglich',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/course/')),
      ).toHaveLength(2),
    );
  });

  it('says so when the request fails for another reason', async () => {
    const fetch = courseApi(() => json(500, { code: 'INTERNAL', message: 'Kaputt.' }));
    renderCourse({ fetch });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Erika Muster');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'erika@x.de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Anfrage konnte nicht gesendet werden.',
    );
  });
});
