import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { news } from '../fixtures-data.ts';
import { withDataModuleLabels } from '../story-clients.tsx';
import { News } from './News.tsx';

const meta = {
  title: 'Modules/News',
  component: News,
  decorators: [withDataModuleLabels],
  args: { config: news },
} satisfies Meta<typeof News>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Three news, newest first as configured: one links inside the site, one to another site. */
export const WithLinks: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', '/online-seminare');
    await expect(links[1]).toHaveAttribute('target', '_blank');
  },
};

/** Dates in the English notation. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 Mar 2026')).toBeVisible();
  },
};

/** One news without a link. */
export const SingleItem: Story = {
  args: { config: { title: news.title, items: [news.items[2]!] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Reno: Story = { globals: { theme: 'RENO' } };

export const Lumen: Story = { globals: { theme: 'LUMEN' } };
