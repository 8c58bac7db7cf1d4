import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { organizerInfo, organizerInfoSelected, organizersFallback } from '../fixtures-data.ts';
import { json, withApiAnswers, withDataModuleLabels } from '../story-clients.tsx';
import { withApiClient } from '../story-decorators.tsx';
import { OrganizerInfo } from './OrganizerInfo.tsx';

const meta = {
  title: 'Modules/OrganizerInfo',
  component: OrganizerInfo,
  decorators: [withDataModuleLabels, withApiClient],
  args: { config: organizerInfo },
} satisfies Meta<typeof OrganizerInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook merges parameters deeply, so each story with data names it, and `Loading` none. */
const withOrganizers = { swr: { fallback: organizersFallback } };

export const Playground: Story = { parameters: withOrganizers };

/** Every organizer, by name, each linking to its page. */
export const AllOrganizers: Story = {
  parameters: withOrganizers,
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[1]).toHaveAttribute('href', '/veranstalter/daa-rhein-ruhr-1');
  },
};

/** Only the configured organizers, in the configured order. */
export const Selected: Story = {
  args: { config: organizerInfoSelected },
  parameters: withOrganizers,
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Hanseatische Anwaltsakademie',
      'Deutsche Anwaltsakademie Rhein-Ruhr',
    ]);
  },
};

export const Reno: Story = { parameters: withOrganizers, globals: { theme: 'RENO' } };

export const Lumen: Story = { parameters: withOrganizers, globals: { theme: 'LUMEN' } };

/** Before the list answers: the heading stands, skeletons hold the cards' place. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The list fails to load: only a quiet note remains. */
export const LoadFails: Story = {
  decorators: [withApiAnswers(() => json(503, { code: 'UNAVAILABLE', message: 'Später.' }))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /Die Veranstalter können gerade nicht|The organizers cannot be shown/,
    );
  },
};
