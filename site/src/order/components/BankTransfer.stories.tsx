import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { exampleOrder } from '../fixtures.ts';
import { BankTransfer } from './BankTransfer.tsx';

const meta = {
  title: 'Order/BankTransfer',
  component: BankTransfer,
  decorators: [withSiteTexts],
  args: { payment: exampleOrder.payment },
} satisfies Meta<typeof BankTransfer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('DE02 1203 0000 0000 2020 51')).toBeInTheDocument();
    await expect(canvas.getByText('KM-2027-1')).toBeInTheDocument();
    await expect(canvas.getByText(/11\.01\.2027|11 Jan 2027/)).toBeInTheDocument();
    await expect(canvas.getByText(/GiroCode/)).toBeInTheDocument();
  },
};

export const WithoutGiroCode: Story = {
  args: { payment: { ...exampleOrder.payment, giroCode: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('DE02 1203 0000 0000 2020 51')).toBeInTheDocument();
    await expect(canvas.queryByText(/GiroCode/)).toBeNull();
  },
};
