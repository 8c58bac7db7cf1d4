import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler } from 'react';
import { Button } from '@kursmarkt/ui';
import { themeIds } from '@kursmarkt/themes';
import { expect } from 'storybook/test';
import { T } from '../story-text.tsx';

/** React commits of the demo, counted by the Profiler: a theme switch must add none. */
const commits = { count: 0 };

function ThemeSwitchDemo() {
  return (
    <Profiler id="theme-switch" onRender={() => (commits.count += 1)}>
      <div data-testid="scope" data-theme={themeIds[0]}>
        <Button>
          <T de="Kurs buchen" en="Book course" />
        </Button>
      </div>
    </Profiler>
  );
}

const meta = {
  title: 'Foundations/ThemeSwitch',
  component: ThemeSwitchDemo,
} satisfies Meta<typeof ThemeSwitchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each theme swap is one attribute write: the colours change, React renders nothing. */
export const SwitchingThemesChangesOneAttribute: Story = {
  play: async ({ canvas }) => {
    const scope = canvas.getByTestId('scope');
    const button = canvas.getByRole('button');
    const before = commits.count;
    const backgrounds = themeIds.map((id) => {
      scope.dataset.theme = id;
      // The button eases between colours; jump to the end state instead of waiting for it.
      button.getAnimations().forEach((animation) => animation.finish());
      return getComputedStyle(button).backgroundColor;
    });
    await expect(new Set(backgrounds).size).toBe(themeIds.length);
    await expect(commits.count).toBe(before);
  },
};
