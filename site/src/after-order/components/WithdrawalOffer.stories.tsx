import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { WithdrawalOffer } from './WithdrawalOffer.tsx';

const meta = {
  title: 'AfterOrder/WithdrawalOffer',
  component: WithdrawalOffer,
  decorators: [withSiteTexts],
  args: { orderNumber: 'KM-ABCD2345', until: '2027-03-24' },
} satisfies Meta<typeof WithdrawalOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/24\.03\.2027|24 Mar 2027/)).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: /kostenfrei widerrufen|free of charge/ }),
    ).toHaveAttribute('href', '/widerruf?bestellung=KM-ABCD2345');
  },
};
