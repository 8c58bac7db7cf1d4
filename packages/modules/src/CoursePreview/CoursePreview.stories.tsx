import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  coursePreview,
  coursePreviewEmptyFallback,
  coursePreviewFallback,
  coursePreviewReno,
  coursePreviewRenoFallback,
} from '../fixtures-data.ts';
import {
  json,
  withApiAnswers,
  withDataModuleLabels,
  withStartPagePlace,
} from '../story-clients.tsx';
import { withApiClient } from '../story-decorators.tsx';
import { CoursePreview } from './CoursePreview.tsx';

const meta = {
  title: 'Modules/CoursePreview',
  component: CoursePreview,
  decorators: [withStartPagePlace, withDataModuleLabels, withApiClient],
  args: { config: coursePreview },
} satisfies Meta<typeof CoursePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook merges parameters deeply, so each story with data names it, and `Loading` none. */
const withCourses = { swr: { fallback: coursePreviewFallback } };

export const Playground: Story = { parameters: withCourses };

/** The lawyer domain's preview: specialist courses and further training of every format. */
export const Lawyer: Story = {
  parameters: withCourses,
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list')).getAllByRole('article');
    await expect(cards).toHaveLength(5);
    await expect(
      within(cards[0]!).getByRole('link', { name: 'Fachanwaltslehrgang Arbeitsrecht' }),
    ).toHaveAttribute('href', '/fachanwaltslehrgang/fachanwaltslehrgang-arbeitsrecht-101');
    await expect(
      canvas.getByRole('link', { name: /Alle Kurse anzeigen|Show all courses/ }),
    ).toHaveAttribute('href', '/search?types=SPECIALIZATION%2CEDUCATION');
    await expect(
      canvas.getByRole('link', { name: /Kurse von 4 Veranstaltern|Courses from 4 organizers/ }),
    ).toHaveAttribute('href', '/veranstalter');
  },
};

/** The office staff's domain: RENO online seminars, in the RENO theme. */
export const Reno: Story = {
  args: { config: coursePreviewReno },
  parameters: { swr: { fallback: coursePreviewRenoFallback } },
  globals: { theme: 'RENO' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('article')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: /Alle Kurse anzeigen|Show all courses/ }),
    ).toHaveAttribute('href', '/search?types=RENO&courseType=ONLINE');
  },
};

/** The same courses in the Lumen academy's theme. */
export const Lumen: Story = { parameters: withCourses, globals: { theme: 'LUMEN' } };

/**
 * Before the organizers and the search answer, the module waits: on the start page a skeleton
 * holds its place.
 */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** No course matches the configured types: the module stays away. */
export const Empty: Story = {
  parameters: { swr: { fallback: coursePreviewEmptyFallback } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** The search fails: only a quiet note remains. */
export const SearchFails: Story = {
  decorators: [withApiAnswers(() => json(503, { code: 'UNAVAILABLE', message: 'Später.' }))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /Die Kurse können gerade nicht angezeigt werden|The courses cannot be shown right now/,
    );
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};
