import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { BookmarkButton } from './BookmarkButton.tsx';

const meta = {
  title: 'Bookmarks/BookmarkButton',
  component: BookmarkButton,
  decorators: [withSiteTexts],
  args: { courseName: 'Aktuelles Arbeitsrecht 2027', pressed: false, onToggle: fn() },
} satisfies Meta<typeof BookmarkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not pressed and pressed: the icon's colours are the theme's. */
export const Playground: Story = { tags: ['themed'] };

export const Pressed: Story = { args: { pressed: true }, tags: ['themed'] };

export const TogglesByKeyboard: Story = {
  render: (args) => {
    const [pressed, setPressed] = useState(false);
    return (
      <BookmarkButton
        {...args}
        pressed={pressed}
        onToggle={() => {
          args.onToggle();
          setPressed(!pressed);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', {
      name: /^(Merken|Bookmark): Aktuelles Arbeitsrecht 2027$/,
    });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};
