import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartTotals } from './CartTotals.tsx';
import { withSiteTexts } from './story-intl.tsx';

const meta = {
  title: 'Cart/CartTotals',
  component: CartTotals,
  decorators: [withSiteTexts],
  args: { sumCents: 107_100 },
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithVoucherAndNet: Story = {
  args: { sumCents: 107_100, discountCents: 11_900, netCents: 90_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nettobetrag|Net amount/)).toBeInTheDocument();
    await expect(canvas.getByText(/Gutschein|Voucher/)).toBeInTheDocument();
  },
};
