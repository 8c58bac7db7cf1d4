import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { GlobalStyle } from './GlobalStyle.tsx';

/** The preview renders GlobalStyle around every story; this story shows what it sets. */
const meta = {
  title: 'Foundations/GlobalStyle',
  component: GlobalStyle,
  render: () => (
    <article>
      <p>
        <T
          de="Fließtext in der Schrift, Größe und Farbe des Themes, auf der Seitenfläche."
          en="Body text in the theme's font, size and colour, on the page surface."
        />
      </p>
      <a href="#global-style">
        <T de="Ein Link mit sichtbarem Tastaturfokus" en="A link with a visible keyboard focus" />
      </a>
    </article>
  ),
} satisfies Meta<typeof GlobalStyle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FocusRingOnKeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    const outline = getComputedStyle(link).outlineStyle;
    await expect(outline).toBe('solid');
  },
};
