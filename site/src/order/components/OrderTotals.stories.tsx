import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { exampleSummary } from '../fixtures.ts';
import { OrderTotals } from './OrderTotals.tsx';

const meta = {
  title: 'Order/OrderTotals',
  component: OrderTotals,
  decorators: [withSiteTexts],
  args: { sumCents: exampleSummary.sumValue, taxes: exampleSummary.taxes },
} satisfies Meta<typeof OrderTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NetForBusinessCustomers: Story = {
  args: { netCents: exampleSummary.netSumValue },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nettobetrag|Net amount/)).toBeInTheDocument();
    await expect(canvas.getByText(/enthaltene MwSt\. 19|VAT included 19/)).toBeInTheDocument();
  },
};

export const ReverseChargeForABusinessInTheEu: Story = {
  args: {
    sumCents: 16_723,
    netCents: 16_723,
    taxes: [
      {
        vatCategory: 'REVERSE_CHARGE',
        vatRate: 0,
        vatExemptionReason: null,
        netValue: 16_723,
        taxValue: 0,
        grossValue: 16_723,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Steuerschuldnerschaft des Leistungsempfängers|Reverse charge/),
    ).toBeInTheDocument();
  },
};
