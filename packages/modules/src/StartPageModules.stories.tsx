import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { lawyerStartPage, messagesFallback } from './fixtures.ts';
import { moduleRegistry } from './registry.ts';
import { StartPageModules } from './StartPageModules.tsx';
import { withApiClient, withModuleLabels } from './story-decorators.tsx';

const meta = {
  title: 'Modules/StartPageModules',
  component: StartPageModules,
  decorators: [withModuleLabels, withApiClient],
  args: { modules: lawyerStartPage },
  parameters: { swr: { fallback: messagesFallback } },
  // Themed (docs/decisions/0043-*): a composed page, every module on the page's surfaces.
  tags: ['themed'],
} satisfies Meta<typeof StartPageModules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lawyer domain's start page, every module loaded as its own chunk. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(lawyerStartPage.length),
    );
  },
};

/** A configured `startPageComponent` replaces the list by that one module. */
export const OnlyOneModule: Story = {
  args: { only: 'CATEGORIES' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: /Was suchen Sie|What are you looking for/ }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};

/** A module whose chunk fails to load is left out; the others stay. */
export const ModuleFailsToLoad: Story = {
  args: {
    registry: {
      ...moduleRegistry,
      WELCOME: () => Promise.reject(new Error('The chunk could not be loaded.')),
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(lawyerStartPage.length - 1),
    );
    await expect(
      canvas.queryByRole('heading', { name: /Fortbildung für Anwältinnen|Further training/ }),
    ).not.toBeInTheDocument();
  },
};
