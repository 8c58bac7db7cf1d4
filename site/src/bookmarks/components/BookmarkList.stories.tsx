import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Bookmark } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { BookmarkList } from './BookmarkList.tsx';

const bookmark = (
  courseId: number,
  name: string,
  course: Partial<Bookmark['course']> = {},
): Bookmark => ({
  id: `0b6f3c2e-1d4a-4e8b-9c7d-2f1e0a3b4c${String(courseId).padStart(2, '0')}`,
  courseId,
  createdAt: '2027-03-10T10:00:00.000Z',
  course: {
    id: courseId,
    slug: `kurs-${courseId}`,
    name,
    courseType: 'PRESENT',
    searchType: 'EDUCATION',
    category: 'fortbildung',
    durationValue: 5,
    organizer: { id: 1, name: 'Fachinstitut für Arbeitsrecht Köln' },
    scopes: [{ id: 3, name: 'Arbeitsrecht' }],
    nextSchedule: {
      id: 40 + courseId,
      startDate: '2027-04-20',
      endDate: '2027-04-21',
      city: { id: 5, name: 'Köln' },
      distanceKm: null,
      full: false,
      running: false,
    },
    scheduleCount: 3,
    priceFrom: 29_500,
    detailPath: `/fortbildung/kurs-${courseId}-${courseId}`,
    ...course,
  },
});

const meta = {
  title: 'Bookmarks/BookmarkList',
  component: BookmarkList,
  decorators: [withSiteTexts],
  args: {
    bookmarks: [
      bookmark(7, 'Aktuelles Arbeitsrecht 2027'),
      bookmark(9, 'Familienrecht kompakt', {
        courseType: 'ONLINE',
        nextSchedule: null,
        scheduleCount: 0,
        priceFrom: null,
      }),
    ],
    onRemove: fn(async () => undefined),
    searchHref: '/search',
  },
} satisfies Meta<typeof BookmarkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The result cards as the theme shows them. */
export const Playground: Story = { tags: ['themed'] };

export const Removes: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /^(Entfernen|Remove): Aktuelles Arbeitsrecht 2027$/ }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(args.bookmarks[0]!.id);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Aktuelles Arbeitsrecht 2027/);
  },
};

export const RemoveFails: Story = {
  args: { onRemove: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /^(Entfernen|Remove): Aktuelles Arbeitsrecht 2027$/ }),
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { bookmarks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Kurse suchen|Search courses/ })).toHaveAttribute(
      'href',
      '/search',
    );
  },
};
