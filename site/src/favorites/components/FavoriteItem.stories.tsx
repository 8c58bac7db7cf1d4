import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Favorite } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { FavoriteItem } from './FavoriteItem.tsx';

const favorite: Favorite = {
  id: '0b6f3c2e-1d4a-4e8b-9c7d-2f1e0a3b4c5d',
  name: 'Arbeitsrecht in Köln',
  search: { scope: 3, types: ['EDUCATION'], cityId: 5, radius: 50, dateFrom: '2027-04-01' },
  dropped: [],
  scopeName: 'Arbeitsrecht',
  cityName: 'Köln',
  alerts: true,
  createdAt: '2027-03-10T10:00:00.000Z',
};

const meta = {
  title: 'Favorites/FavoriteItem',
  component: FavoriteItem,
  decorators: [
    withSiteTexts,
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: '40rem' }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    favorite,
    onChange: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof FavoriteItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['themed'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenCalledWith({
      id: favorite.id,
      name: favorite.name,
      search: favorite.search,
      alerts: false,
    });
  },
};

/** A saved search whose scope and city no longer exist: it runs without them and says so. */
export const Dropped: Story = {
  args: {
    favorite: {
      ...favorite,
      search: { types: ['EDUCATION'], dateFrom: '2027-04-01' },
      dropped: ['scope', 'city'],
      scopeName: null,
      cityName: null,
      alerts: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Arbeitsrecht in Köln' })).toHaveAttribute(
      'href',
      '/search?types=EDUCATION&dateFrom=2027-04-01',
    );
  },
};

export const ChangeFails: Story = {
  args: { onChange: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
