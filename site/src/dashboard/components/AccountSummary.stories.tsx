import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Booking } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { AccountSummary } from './AccountSummary.tsx';

const nextCourse: Booking = {
  id: '0d6f4b8e-1a2b-4c3d-8e9f-000000000001',
  orderId: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000a1',
  orderNumber: 'KM-7QX2M4PA',
  courseId: 12,
  name: 'Fachanwaltslehrgang Arbeitsrecht',
  organizerName: 'Fachinstitut für Arbeitsrecht Köln',
  courseType: 'PRESENT',
  startDate: '2027-04-12',
  endDate: '2027-04-16',
  city: 'Köln',
  status: 'PAID',
  paidCents: 189_000,
  documents: [],
  cancellable: true,
  withdrawable: false,
  manual: false,
  participant: { firstName: 'Anna', lastName: 'Berger', email: 'anna.berger@example.com' },
  participantChangeable: true,
};

const hrefs = {
  courses: '/customer-dashboard/meine-kurse',
  invoices: '/customer-dashboard/rechnungen',
  credits: '/customer-dashboard/guthaben',
};

const meta = {
  title: 'Dashboard/AccountSummary',
  component: AccountSummary,
  decorators: [withSiteTexts],
  args: {
    nextCourse,
    openInvoices: { count: 2, totalCents: 198_750 },
    credits: { hours: 7.5, packages: 1 },
    hrefs,
  },
} satisfies Meta<typeof AccountSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer with a course ahead, two invoices to pay and hours left in a package. */
export const AtAGlance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Auf einen Blick' })).toBeVisible();
    await expect(canvas.getByText('Fachanwaltslehrgang Arbeitsrecht')).toBeVisible();
    await expect(canvas.getByText(/2 offene Rechnungen über/)).toBeVisible();
    await expect(canvas.getByText('1.987,50 €')).toBeVisible();
    await expect(canvas.getByText('7,5 Zeitstunden übrig')).toBeVisible();
  },
};

/** A new customer: nothing booked, nothing to pay, no package; the course card leads to the search. */
export const NothingYet: Story = {
  args: {
    nextCourse: null,
    openInvoices: { count: 0, totalCents: 0 },
    credits: { hours: 0, packages: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kein Kurs steht an.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kurse finden' })).toHaveAttribute(
      'href',
      '/search',
    );
    await expect(canvas.getByText('Keine offene Rechnung.')).toBeVisible();
    await expect(canvas.getByText('Kein gültiges Kontingent.')).toBeVisible();
  },
};

/** The invoices are loading and the packages could not be read: the other parts stay. */
export const LoadingAndFailed: Story = {
  args: { openInvoices: 'loading', credits: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Fachanwaltslehrgang Arbeitsrecht')).toBeVisible();
    await expect(canvas.getByText('Kann gerade nicht geladen werden.')).toBeVisible();
  },
};
