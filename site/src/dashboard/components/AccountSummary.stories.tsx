import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Booking } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { exampleBooking } from '../fixtures.ts';
import { AccountSummary } from './AccountSummary.tsx';

/** The next course, paid, before the customer could withdraw. */
const nextCourse: Booking = {
  ...exampleBooking,
  status: 'PAID',
  documents: [],
  withdrawable: false,
  participantChangeable: true,
};

const hrefs = {
  courses: '/customer-dashboard/meine-kurse',
  invoices: '/customer-dashboard/rechnungen',
  credits: '/customer-dashboard/guthaben',
  hours: '/customer-dashboard/mein-status',
};

const meta = {
  title: 'Dashboard/AccountSummary',
  component: AccountSummary,
  decorators: [withSiteTexts],
  args: {
    nextCourse,
    openInvoices: { count: 2, totalCents: 198_750 },
    credits: { hours: 7.5, packages: 1 },
    hours: { year: 2027, hours: 12.5, reached: 1, due: 2 },
    hrefs,
  },
} satisfies Meta<typeof AccountSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer with a course ahead, two invoices to pay and hours left in a package. */
export const AtAGlance: Story = {
  // Themed (docs/decisions/0043-*): the three cards in every theme.
  tags: ['themed'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /Auf einen Blick|At a glance/ })).toBeVisible();
    await expect(canvas.getByText('Fachanwaltslehrgang Arbeitsrecht')).toBeVisible();
    await expect(
      canvas.getByText(/2 offene Rechnungen über|2 open invoices totalling/),
    ).toBeVisible();
    await expect(canvas.getByText(/^(1\.987,50 €|€1,987\.50)$/)).toBeVisible();
    await expect(canvas.getByText(/^(7,5 Zeitstunden übrig|7\.5 hours left)$/)).toBeVisible();
    await expect(
      canvas.getByText(
        /^(12,5 Zeitstunden angerechnet; 1 von 2 Titeln mit 15 Zeitstunden|12\.5 hours counted; 1 of 2 titles with 15 hours)$/,
      ),
    ).toBeVisible();
  },
};

/** A new customer: nothing booked, nothing to pay, no package; the course card leads to the search. */
export const NothingYet: Story = {
  args: {
    nextCourse: null,
    openInvoices: { count: 0, totalCents: 0 },
    credits: { hours: 0, packages: 0 },
    hours: undefined,
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
