import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price.tsx';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { cents: 123_450, size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1\.234,50\s€|€1,234\.50/)).toBeInTheDocument();
  },
};

export const Discounted: Story = {
  args: { cents: 9_900, originalCents: 12_900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^\s*(statt|instead of)\s*$/)).toBeInTheDocument();
    await expect(canvas.getByText(/129,00\s€|€129\.00/).tagName).toBe('S');
  },
};

export const Sizes: Story = {
  args: { cents: 9_900, originalCents: 12_900 },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>
  ),
};

export const Free: Story = {
  args: { cents: 0 },
};
