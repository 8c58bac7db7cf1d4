import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { aboutUs, aboutUsLumen } from '../fixtures.ts';
import { withModuleLabels } from '../story-decorators.tsx';
import { AboutUs } from './AboutUs.tsx';

const meta = {
  title: 'Modules/AboutUs',
  component: AboutUs,
  decorators: [withModuleLabels],
  args: { config: aboutUs },
} satisfies Meta<typeof AboutUs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithLink: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: /Über Kursmarkt Recht|About Kursmarkt Recht/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Mehr über uns|More about us/ })).toHaveAttribute(
      'href',
      '/ueber-uns',
    );
  },
};

/** The Lumen domain's variant: one paragraph, no link. */
export const OneParagraphWithoutLink: Story = {
  args: { config: aboutUsLumen },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
