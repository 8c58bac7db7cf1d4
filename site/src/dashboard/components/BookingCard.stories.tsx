import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { exampleBooking } from '../fixtures.ts';
import { BookingCard } from './BookingCard.tsx';
import { withApiAnswer } from './story-api.tsx';

const meta = {
  title: 'Dashboard/BookingCard',
  component: BookingCard,
  decorators: [withSiteTexts],
  args: {
    booking: exampleBooking,
    onDownload: fn(async () => undefined),
    onCalendar: fn(async () => undefined),
  },
  // Themed (docs/decisions/0043-*): a part of the customer's pages, in every theme.
  tags: ['themed'],
} satisfies Meta<typeof BookingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPaymentAndCancellable: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: /Stornieren|Cancel/ })).toHaveAttribute(
      'href',
      `/order/${exampleBooking.orderId}/cancel`,
    );
    await expect(canvas.getByRole('link', { name: /Widerrufen|Withdraw/ })).toHaveAttribute(
      'href',
      '/widerruf',
    );
    await userEvent.click(canvas.getByRole('button', { name: /KM-2027-17/ }));
    await expect(args.onDownload).toHaveBeenCalledWith(exampleBooking.documents[0]);
  },
};

const colleague = { firstName: 'Clara', lastName: 'Kollegin', email: 'clara@kanzlei.example' };

/** Booked for a colleague, before the course begins: a substitute may be named. */
export const ForAColleagueWithASubstituteToName: Story = {
  args: {
    booking: { ...exampleBooking, participant: colleague, participantChangeable: true },
    onSubstitute: fn(async () => undefined),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Clara Kollegin')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: /Ersatzteilnehmer benennen|Name a substitute/ }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText(/Vorname|First name/), 'Sven');
    await userEvent.type(within(dialog).getByLabelText(/Nachname|Last name/), 'Vertreter');
    await userEvent.type(
      within(dialog).getByLabelText(/E-Mail-Adresse|E-mail address/),
      'sven@kanzlei.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Benennen|Name)$/ }));
    await expect(args.onSubstitute).toHaveBeenCalledWith(exampleBooking.id, {
      firstName: 'Sven',
      lastName: 'Vertreter',
      email: 'sven@kanzlei.example',
    });
    await expect(
      await within(dialog).findByText(/Ersatzperson ist benannt|substitute is named/),
    ).toBeVisible();
  },
};

export const WithdrawnWithItsCancellationInvoice: Story = {
  args: {
    booking: {
      ...exampleBooking,
      name: 'Familienrecht kompakt',
      courseType: 'ONLINE',
      city: null,
      startDate: '2026-10-05',
      endDate: '2026-10-05',
      status: 'WITHDRAWN',
      documents: [
        ...exampleBooking.documents,
        { id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d2', kind: 'CANCELLATION', number: 'KM-2027-18' },
      ],
      cancellable: false,
      withdrawable: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Widerrufen$|^Withdrawn$/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Stornieren|Cancel/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /KM-2027-18/ })).toBeVisible();
  },
};

/** A self-study course links to its learning check (its state loaded by the card). */
export const PaidSelfStudyNoLongerOffered: Story = {
  decorators: [
    withApiAnswer({
      positionId: exampleBooking.id,
      courseName: 'Erbrecht im Selbststudium',
      available: true,
      questionsAsked: 30,
      passPercent: 75,
      maxAttempts: 3,
      attemptsUsed: 0,
      attemptsLeft: 3,
      passed: null,
      openAttempt: null,
      lastResult: null,
    }),
  ],
  args: {
    booking: {
      ...exampleBooking,
      courseId: null,
      name: 'Erbrecht im Selbststudium',
      courseType: 'SELF',
      city: null,
      status: 'PAID',
      cancellable: false,
      withdrawable: false,
    },
  },
};

/** A course booked elsewhere: marked so, with links to change it and, confirmed, delete it. */
export const BookedElsewhere: Story = {
  args: {
    booking: {
      ...exampleBooking,
      id: '5b1c1f0e-7a2b-4c3d-8e9f-000000000001',
      orderId: '5b1c1f0e-7a2b-4c3d-8e9f-000000000001',
      orderNumber: '',
      courseId: null,
      name: 'Kündigungsschutz aktuell',
      organizerName: 'Anwaltsakademie Nord',
      city: null,
      courseType: 'ONLINE',
      status: 'BOOKED',
      paidCents: 0,
      documents: [],
      cancellable: false,
      withdrawable: false,
      manual: true,
    },
    onDelete: fn(async () => undefined),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Extern gebucht|Booked elsewhere/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Bearbeiten|Edit/ })).toHaveAttribute(
      'href',
      '/customer-dashboard/externe-fortbildung?id=5b1c1f0e-7a2b-4c3d-8e9f-000000000001',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Löschen|Delete/ }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /endgültig|for good/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.booking);
  },
};

export const SaysWhenTheInvoiceCannotBeLoaded: Story = {
  args: { onDownload: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    const invoice = canvas.getByRole('button', { name: /KM-2027-17/ });
    await userEvent.click(invoice);
    await expect(
      await canvas.findByText(/kann gerade nicht geladen werden|cannot be loaded right now/),
    ).toBeVisible();
    await expect(invoice).toBeEnabled();
  },
};

/** The narrowest phone: the long course name and the actions wrap, nothing runs off. */
export const OnA320PixelPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

const onlineDay = {
  startsAt: '2027-04-20T07:00:00.000Z',
  endsAt: '2027-04-20T15:00:00.000Z',
  joinUrl: 'https://meet.example.com/familienrecht',
};
const online = { ...exampleBooking, courseType: 'ONLINE' as const, city: null, onlineDay };

/** An online seminar's day: until 30 minutes before its start the card says when the link comes. */
export const OnlineSeminarBeforeItsLinkOpens: Story = {
  args: { booking: online, now: new Date('2027-04-20T06:29:00.000Z') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Online-Seminar|online seminar/ })).toBeNull();
    await expect(canvas.getByText(/08:30|8:30/)).toBeVisible();
  },
};

/** From 30 minutes before the start the card links to the meeting, in a new tab. */
export const OnlineSeminarOpen: Story = {
  args: { booking: online, now: new Date('2027-04-20T06:30:00.000Z') },
  play: async ({ canvas }) => {
    const join = canvas.getByRole('link', { name: /Zum Online-Seminar|Join the online seminar/ });
    await expect(join).toHaveAttribute('href', onlineDay.joinUrl);
    await expect(join).toHaveAttribute('target', '_blank');
  },
};

/** After its days, a course attended with a gap on one day: partly attended. */
export const PartlyAttendedAfterItsDays: Story = {
  args: {
    booking: {
      ...exampleBooking,
      status: 'PAID',
      cancellable: false,
      withdrawable: false,
      attendance: 'PARTLY_ATTENDED',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(Teilnahme|Attendance)$/)).toBeVisible();
    await expect(canvas.getByText(/^(Teilweise teilgenommen|Partly attended)$/)).toBeVisible();
  },
};
