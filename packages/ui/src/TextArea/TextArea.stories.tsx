import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: <T de="Ihre Nachricht" en="Your message" />, onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHelp: Story = {
  args: {
    help: (
      <T
        de="Zum Beispiel Fragen zur Anreise oder zur Barrierefreiheit."
        en="For example questions about travel or accessibility."
      />
    ),
  },
};

export const CharacterCount: Story = {
  args: { maxLength: 500 },
  play: async ({ canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: /Ihre Nachricht|Your message/ });
    await expect(canvas.getByText('0 / 500')).toBeVisible();
    await userEvent.type(textArea, 'Guten Tag!');
    await expect(canvas.getByText('10 / 500')).toBeVisible();
    await expect(textArea).toHaveAccessibleDescription(/10 (von|of) 500/);
  },
};

export const Rows: Story = { args: { rows: 8 } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Pflichtfeld|required/ })).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    maxLength: 500,
    error: <T de="Bitte geben Sie eine Nachricht ein." en="Please enter a message." />,
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: /Ihre Nachricht|Your message/ });
    await expect(textArea).toBeInvalid();
    await expect(textArea).toHaveAccessibleDescription(/Nachricht ein|enter a message/);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: /Ihre Nachricht|Your message/ }),
    ).toBeDisabled();
  },
};
