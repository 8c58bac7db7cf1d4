import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: {
    label: (
      <T de="Ich habe die Datenschutzhinweise gelesen." en="I have read the privacy notice." />
    ),
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHelp: Story = {
  args: {
    help: (
      <T
        de="Sie können Ihre Einwilligung jederzeit widerrufen."
        en="You can withdraw your consent at any time."
      />
    ),
  },
};

export const WithError: Story = {
  args: {
    error: (
      <T
        de="Bitte bestätigen Sie die Datenschutzhinweise."
        en="Please confirm the privacy notice."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const ToggledWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
