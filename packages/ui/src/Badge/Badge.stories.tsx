import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T, useStoryText } from '../../../../.storybook/story-text.tsx';
import { Badge, type BadgeProps } from './Badge.tsx';

function CartBadge(args: BadgeProps) {
  const t = useStoryText();
  const count = args.count ?? 0;
  return (
    <Badge
      {...args}
      label={t(
        `${count} Artikel im Warenkorb`,
        `${count} ${count === 1 ? 'item' : 'items'} in the cart`,
      )}
    />
  );
}

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 3, max: 99, showZero: false, tone: 'accent' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['accent', 'brand', 'neutral'] },
  },
  render: (args) => <CartBadge {...args} />,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LabelledCount: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/3 Artikel im Warenkorb|3 items in the cart/),
    ).toBeInTheDocument();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const OverMax: Story = {
  args: { count: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const ZeroIsHidden: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

export const ZeroShown: Story = {
  args: { count: 0, showZero: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Badge {...args} count={undefined} tone="accent">
        <T de="Angebot" en="Offer" />
      </Badge>
      <Badge {...args} count={undefined} tone="brand">
        <T de="Neu" en="New" />
      </Badge>
      <Badge {...args} count={undefined} tone="neutral">
        <T de="Online" en="Online" />
      </Badge>
      <Badge {...args} tone="brand" />
      <Badge {...args} tone="neutral" />
    </div>
  ),
};
