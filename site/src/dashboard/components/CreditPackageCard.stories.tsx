import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CustomerPackage, CustomerPackageDetail } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { CreditPackageCard } from './CreditPackageCard.tsx';

const inUse: CustomerPackage = {
  id: '3f1c2b7a-8d4e-4f60-9a1b-000000000001',
  packageId: 1,
  name: 'Seminar-Paket Arbeitsrecht 15 Zeitstunden',
  type: 'EDUCATION',
  organizerId: 3,
  organizer: 'Fachinstitut für Arbeitsrecht Köln',
  scopeIds: [1],
  creditValue: 15,
  remainingCredits: 7.5,
  purchasedAt: '2026-11-28T09:00:00.000Z',
  expiresOn: '2029-12-31',
  expired: false,
};
const booking = {
  orderId: '3f1c2b7a-8d4e-4f60-9a1b-0000000000a1',
  orderNumber: 'KM-7QX2M4PA',
  name: 'Kündigungsschutz in der Praxis',
  startDate: '2027-04-20',
};
const ledger: CustomerPackageDetail = {
  ...inUse,
  scopes: [{ id: 1, name: 'Arbeitsrecht' }],
  ledger: [
    { id: 1, delta: 15, reason: 'PURCHASE', createdAt: inUse.purchasedAt, booking: null },
    { id: 2, delta: -5, reason: 'BOOKING', createdAt: '2026-12-01T09:00:00.000Z', booking },
    { id: 3, delta: 5, reason: 'CANCELLATION', createdAt: '2026-12-02T09:00:00.000Z', booking },
    {
      id: 4,
      delta: -7.5,
      reason: 'BOOKING',
      createdAt: '2026-12-03T09:00:00.000Z',
      booking: { ...booking, orderNumber: 'KM-8RT3N5QB', name: 'Arbeitszeitrecht kompakt' },
    },
  ],
};

const meta = {
  title: 'Dashboard/CreditPackageCard',
  component: CreditPackageCard,
  decorators: [withSiteTexts],
  args: { creditPackage: inUse, detail: ledger },
  // Themed (docs/decisions/0043-*): the meter's brand colour on the sunken surface, in every theme.
  tags: ['themed'],
} satisfies Meta<typeof CreditPackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InUseWithItsLedger: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('value', '7.5');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByText(/KM-7QX2M4PA/)).toHaveLength(2);
  },
};

export const Expired: Story = {
  args: {
    creditPackage: { ...inUse, expiresOn: '2025-12-31', expired: true },
    detail: { ...ledger, expiresOn: '2025-12-31', expired: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^Abgelaufen$|^Expired$/)).toHaveLength(2);
  },
};

export const WhileTheLedgerLoads: Story = {
  args: { detail: undefined },
};

export const WhenTheLedgerCannotBeLoaded: Story = {
  args: { detail: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/kann gerade nicht geladen werden|cannot be loaded right now/),
    ).toBeVisible();
  },
};
