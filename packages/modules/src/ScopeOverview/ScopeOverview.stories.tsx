import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messagesFallback, scopeOverviewLawyer, scopeOverviewReno } from '../fixtures.ts';
import { withApiClient, withModuleLabels } from '../story-decorators.tsx';
import { ScopeOverview } from './ScopeOverview.tsx';

const meta = {
  title: 'Modules/ScopeOverview',
  component: ScopeOverview,
  decorators: [withModuleLabels, withApiClient],
  args: { config: scopeOverviewLawyer },
} satisfies Meta<typeof ScopeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook merges parameters deeply, so each story with data names it, and `Loading` none. */
const withMessages = { swr: { fallback: messagesFallback } };

export const Playground: Story = { parameters: withMessages };

/** The 24 Fachanwaltschaften, each searched as a specialization. */
export const Lawyer: Story = {
  parameters: withMessages,
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links).toHaveLength(24);
    const first = new URL(links[0]!.getAttribute('href')!, window.location.origin);
    await expect(first.pathname).toBe('/search');
    await expect(first.searchParams.get('scope')).toBe('1');
    await expect(first.searchParams.get('types')).toBe('SPECIALIZATION');
  },
};

/** The office staff's subject areas, searched as RENO courses. */
export const Reno: Story = {
  args: { config: scopeOverviewReno },
  parameters: withMessages,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Zwangsvollstreckung|Enforcement of judgments/ });
    const href = new URL(link.getAttribute('href')!, window.location.origin);
    await expect(href.searchParams.get('scope')).toBe('101');
    await expect(href.searchParams.get('types')).toBe('RENO');
  },
};

/** Before the messages arrive: the heading stands, skeleton lines hold the list's place. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
