import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { benefits, benefitsMax, benefitsReno } from '../fixtures.ts';
import { withModuleLabels } from '../story-decorators.tsx';
import { BenefitsBox } from './BenefitsBox.tsx';

const meta = {
  title: 'Modules/BenefitsBox',
  component: BenefitsBox,
  decorators: [withModuleLabels],
  args: { config: benefits },
} satisfies Meta<typeof BenefitsBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The RENO domain's two benefits, the fewest a box takes. */
export const TwoItems: Story = {
  args: { config: benefitsReno },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const SixItems: Story = {
  args: { config: benefitsMax },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list'));
    await expect(list.getAllByRole('listitem')).toHaveLength(6);
    await expect(list.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};
