import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeaderCartLink } from './HeaderCartLink.tsx';
import { withSiteTexts } from './story-intl.tsx';

const meta = {
  title: 'Cart/HeaderCartLink',
  component: HeaderCartLink,
  decorators: [withSiteTexts],
  args: { count: 2 },
} satisfies Meta<typeof HeaderCartLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithCount: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Warenkorb: 2 Positionen|Cart: 2 items/ });
    await expect(link).toHaveAttribute('href', '/warenkorb');
  },
};

export const EmptyCartShowsNothing: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
