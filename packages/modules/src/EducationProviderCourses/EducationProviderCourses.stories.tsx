import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  educationProviderCourses,
  providerOverviewEmptyFallback,
  providerOverviewFallback,
  storyYear,
} from '../fixtures-data.ts';
import { json, withApiAnswers, withDataModuleLabels } from '../story-clients.tsx';
import { withApiClient } from '../story-decorators.tsx';
import { EducationProviderCourses } from './EducationProviderCourses.tsx';

const meta = {
  title: 'Modules/EducationProviderCourses',
  component: EducationProviderCourses,
  decorators: [withDataModuleLabels, withApiClient],
  // The year is fixed so that the stories look the same every year; the site leaves it out.
  args: { config: educationProviderCourses, year: storyYear },
} satisfies Meta<typeof EducationProviderCourses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook merges parameters deeply, so each story with data names it, and `Loading` none. */
const withDates = { swr: { fallback: providerOverviewFallback } };

export const Playground: Story = { parameters: withDates };

/** The provider's dates by month, each a heading over its courses. */
export const ByMonth: Story = {
  parameters: withDates,
  play: async ({ canvas }) => {
    const months = canvas.getAllByRole('heading', { level: 3 });
    await expect(months).toHaveLength(3);
    const april = canvas.getAllByRole('list')[0]!;
    const links = within(april).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute(
      'href',
      '/fortbildung-15-fao/insolvenzanfechtung-in-der-praxis-301',
    );
  },
};

export const Reno: Story = { parameters: withDates, globals: { theme: 'RENO' } };

export const Lumen: Story = { parameters: withDates, globals: { theme: 'LUMEN' } };

/** Before the dates answer: the heading stands, skeleton lines hold the months' place. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** No coming dates this year: the module stays away. */
export const Empty: Story = {
  parameters: { swr: { fallback: providerOverviewEmptyFallback } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** The dates fail to load: only a quiet note remains. */
export const LoadFails: Story = {
  decorators: [withApiAnswers(() => json(503, { code: 'UNAVAILABLE', message: 'Später.' }))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /Die Termine können gerade nicht|The dates cannot be shown/,
    );
  },
};
