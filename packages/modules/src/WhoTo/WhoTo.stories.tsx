import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { whoTo, whoToMax } from '../fixtures.ts';
import { withModuleLabels } from '../story-decorators.tsx';
import { WhoTo } from './WhoTo.tsx';

const meta = {
  title: 'Modules/WhoTo',
  component: WhoTo,
  decorators: [withModuleLabels],
  args: { config: whoTo },
} satisfies Meta<typeof WhoTo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinksToEachAudience: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /Berufseinsteigende|New in the job/ }),
    ).toHaveAttribute('href', '/selbststudium-mitarbeiter');
    await expect(
      canvas.getByRole('link', { name: /Erfahrene Fachangestellte|Experienced staff/ }),
    ).toHaveAttribute('href', '/online-seminare-mitarbeiter');
  },
};

export const FourAudiences: Story = {
  args: { config: whoToMax },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};
