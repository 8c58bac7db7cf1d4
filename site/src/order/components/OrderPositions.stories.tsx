import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { OrderPositions } from './OrderPositions.tsx';

const online = {
  id: 'a',
  name: 'Aktuelles Arbeitsrecht 2027',
  organizer: 'Fachinstitut für Arbeitsrecht Köln',
  courseType: 'ONLINE' as const,
  isPackage: false,
  startDate: '2027-03-04',
  endDate: '2027-03-04',
  city: null,
  payCents: 59_500,
  priceCents: 59_500,
  netCents: 50_000,
  vatCategory: 'STANDARD' as const,
  vatRate: 1900,
  vatExemptionReason: null,
  packageIncluded: false,
};
const exempt = {
  ...online,
  id: 'b',
  name: 'Fachanwaltslehrgang Familienrecht',
  courseType: 'PRESENT' as const,
  startDate: '2027-04-12',
  endDate: '2027-04-16',
  city: 'Berlin',
  payCents: 45_000,
  priceCents: 45_000,
  netCents: 45_000,
  vatCategory: 'EXEMPT' as const,
  vatRate: 0,
  vatExemptionReason: '§ 4 Nr. 21 UStG',
};

const meta = {
  title: 'Order/OrderPositions',
  component: OrderPositions,
  decorators: [withSiteTexts],
  args: { positions: [online, exempt] },
} satisfies Meta<typeof OrderPositions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DatesPlaceAndVat: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/12\.04\.2027 – 16\.04\.2027|12 Apr 2027 – 16 Apr 2027/),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Berlin')).toBeInTheDocument();
    await expect(canvas.getByText(/inkl\. 19 ?% MwSt\.|incl\. 19 ?% VAT/)).toBeInTheDocument();
    await expect(canvas.getByText(/§ 4 Nr\. 21 UStG/)).toBeInTheDocument();
  },
};

export const NetForBusinessCustomers: Story = {
  args: { showNet: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/netto 500,00|net €500\.00/)).toBeInTheDocument();
  },
};

export const ReverseChargeForABusinessInTheEu: Story = {
  args: {
    showNet: true,
    positions: [
      {
        ...online,
        payCents: 50_000,
        priceCents: 50_000,
        vatCategory: 'REVERSE_CHARGE',
        vatRate: 0,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Steuerschuldnerschaft des Leistungsempfängers|Reverse charge/),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(/inkl\. 19 ?% MwSt\.|incl\. 19 ?% VAT/)).toBeNull();
  },
};
