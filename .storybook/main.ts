import type { StorybookConfig } from '@storybook/react-vite';
import { domainStoriesPlugin, domainStoryIndexer } from './domain-stories.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.stories.tsx',
    '../site/src/cart/**/*.stories.tsx',
    '../site/src/order/**/*.stories.tsx',
    '../site/src/guest-order/**/*.stories.tsx',
    '../site/src/after-order/**/*.stories.tsx',
    '../site/src/dashboard/**/*.stories.tsx',
    '../site/src/bookmarks/**/*.stories.tsx',
    '../site/src/check/**/*.stories.tsx',
    '../site/src/manual-orders/**/*.stories.tsx',
    '../site/src/favorites/**/*.stories.tsx',
    '../site/src/learning-check/**/*.stories.tsx',
    '../site/src/evaluations/**/*.stories.tsx',
    '../site/src/further-training/**/*.stories.tsx',
    '../backoffice/src/**/*.stories.tsx',
    './foundations/*.stories.tsx',
    '../site/src/domain-stories/Domains.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  tags: { autodocs: { defaultFilterFunctionResult: true } },
  // The domain stories come from the folders of site/domains, not from exports in a file.
  experimental_indexers: async (existing) => [domainStoryIndexer, ...(existing ?? [])],
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), domainStoriesPlugin()],
  }),
};

export default config;
