import type { Meta } from '@storybook/react-vite';
import { DomainPage } from './domain-story.tsx';

/**
 * Every folder of site/domains as stories: its start page, search results and a course page in
 * each of its languages. The stories are not written here: .storybook/domain-stories.ts adds one
 * export per folder, language and page when Storybook loads this file, so a new folder shows up
 * without a line of code. They are tested once, in the domain's own theme and language.
 */
// The exports come from the folders as the file is loaded (see above), not from this source.
// eslint-disable-next-line storybook/story-exports
const meta = {
  title: 'Domains',
  component: DomainPage,
  tags: ['domain'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DomainPage>;

export default meta;
