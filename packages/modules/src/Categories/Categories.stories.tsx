import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { categories, categoriesMax, categoriesWithoutTexts } from '../fixtures.ts';
import { withModuleLabels } from '../story-decorators.tsx';
import { Categories } from './Categories.tsx';

const meta = {
  title: 'Modules/Categories',
  component: Categories,
  decorators: [withModuleLabels],
  args: { config: categories },
} satisfies Meta<typeof Categories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinksToTheListingAreas: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /Fachanwaltslehrgänge|Specialist courses/ }),
    ).toHaveAttribute('href', '/fachanwaltslehrgaenge');
    await expect(
      canvas.getByRole('link', { name: /Präsenzschulungen|Classroom training/ }),
    ).toHaveAttribute('href', '/praesenzschulung');
  },
};

/** The Lumen domain's categories: labels only. */
export const WithoutTexts: Story = {
  args: { config: categoriesWithoutTexts },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const EightCategories: Story = {
  args: { config: categoriesMax },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
  },
};
