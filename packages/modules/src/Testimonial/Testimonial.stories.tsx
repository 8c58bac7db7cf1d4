import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { testimonial, testimonialMax, testimonialWithoutRole } from '../fixtures.ts';
import { withModuleLabels } from '../story-decorators.tsx';
import { Testimonial } from './Testimonial.tsx';

const meta = {
  title: 'Modules/Testimonial',
  component: Testimonial,
  decorators: [withModuleLabels],
  args: { config: testimonial },
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The Lumen domain's single quote, whose author has no role. */
export const OneQuoteWithoutRole: Story = {
  args: { config: testimonialWithoutRole },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    await expect(within(figure).getByText('Prof. Dr. Helene Brandt')).toBeVisible();
  },
};

export const SixQuotes: Story = {
  args: { config: testimonialMax },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getAllByRole('figure')).toHaveLength(6);
  },
};
