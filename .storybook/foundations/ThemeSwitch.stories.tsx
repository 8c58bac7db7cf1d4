import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { Button } from '@kursmarkt/ui';
import { themeIds } from '@kursmarkt/themes';
import { expect } from 'storybook/test';
import { T } from '../story-text.tsx';

/** Counts its own renders, so the story can prove a theme switch re-renders nothing. */
function RenderCounter() {
  const renders = useRef(0);
  renders.current += 1;
  return <output data-testid="renders">{renders.current}</output>;
}

function ThemeSwitchDemo() {
  return (
    <div data-testid="scope" data-theme={themeIds[0]}>
      <Button>
        <T de="Kurs buchen" en="Book course" />
      </Button>
      <RenderCounter />
    </div>
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
    const before = canvas.getByTestId('renders').textContent;
    const backgrounds = themeIds.map((id) => {
      scope.dataset.theme = id;
      // The button eases between colours; jump to the end state instead of waiting for it.
      button.getAnimations().forEach((animation) => animation.finish());
      return getComputedStyle(button).backgroundColor;
    });
    await expect(new Set(backgrounds).size).toBe(themeIds.length);
    await expect(canvas.getByTestId('renders').textContent).toBe(before);
  },
};
