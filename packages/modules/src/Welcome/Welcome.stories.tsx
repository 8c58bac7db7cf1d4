import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { welcome } from '../fixtures.ts';
import { withModuleLabels } from '../story-decorators.tsx';
import { Welcome } from './Welcome.tsx';

const meta = {
  title: 'Modules/Welcome',
  component: Welcome,
  decorators: [withModuleLabels],
  args: { config: welcome },
} satisfies Meta<typeof Welcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithCallToAction: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', {
      name: /Fortbildung für Anwältinnen|Further training for lawyers/,
    });
    await expect(region).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Fachanwaltslehrgänge entdecken|Explore specialist/ }),
    ).toHaveAttribute('href', '/fachanwaltslehrgaenge');
  },
};

export const WithoutCallToAction: Story = {
  args: { config: { title: welcome.title, text: welcome.text } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
