import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { TitleYear } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { TitleProgress } from './TitleProgress.tsx';

const withGap: TitleYear = {
  scopeId: 1,
  candidate: false,
  due: true,
  excused: false,
  requiredMinutes: 900,
  countedMinutes: 630,
  liveMinutes: 450,
  selfStudyMinutes: 180,
  selfStudyCountedMinutes: 180,
  makeUpMinutes: 0,
  gapMinutes: 270,
  reached: false,
  explanations: ['GAP'],
};

const meta = {
  title: 'Further training/TitleProgress',
  component: TitleProgress,
  decorators: [withSiteTexts],
  args: { title: withGap },
  // The bar's colours are the theme's brand and accent.
  tags: ['themed'],
} satisfies Meta<typeof TitleProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAGap: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name: /^(7,5 Zeitstunden live, 3 Zeitstunden Selbststudium angerechnet; es fehlen 4,5 von 15 Zeitstunden|7\.5 hours live, 3 hours of self-study credited; 4\.5 of 15 hours missing)$/,
      }),
    ).toBeVisible();
  },
};

export const Reached: Story = {
  args: {
    title: {
      ...withGap,
      countedMinutes: 900,
      liveMinutes: 600,
      selfStudyMinutes: 420,
      selfStudyCountedMinutes: 300,
      gapMinutes: 0,
      reached: true,
      explanations: ['REACHED', 'SELF_STUDY_CAPPED'],
    },
  },
};
