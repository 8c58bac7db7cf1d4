import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { T, useStoryText } from '../../../../.storybook/story-text.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: <T de="Nachname" en="Last name" />, onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'password', 'tel', 'search'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function AllTypes(args: TextFieldProps) {
  const t = useStoryText();
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <TextField {...args} label={t('E-Mail-Adresse', 'Email address')} type="email" />
      <TextField {...args} label={t('Passwort', 'Password')} type="password" />
      <TextField {...args} label={t('Telefon', 'Phone')} type="tel" />
      <TextField {...args} label={t('Kurse durchsuchen', 'Search courses')} type="search" />
    </div>
  );
}

export const Types: Story = { render: (args) => <AllTypes {...args} /> };

export const WithPlaceholderAndHelp: Story = {
  args: {
    label: <T de="Kanzlei" en="Law firm" />,
    placeholder: 'Muster & Partner',
    help: <T de="Erscheint auf der Rechnung." en="Shown on the invoice." />,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: /Kanzlei|Law firm/ }),
    ).toHaveAccessibleDescription(/Rechnung|invoice/);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Pflichtfeld|required/ })).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    label: <T de="E-Mail-Adresse" en="Email address" />,
    type: 'email',
    required: true,
    defaultValue: 'anna.muster@',
    error: (
      <T
        de="Bitte geben Sie eine gültige E-Mail-Adresse an!"
        en="Please enter a valid email address!"
      />
    ),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /E-Mail-Adresse|Email address/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/gültige E-Mail-Adresse|valid email address/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Muster' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Nachname|Last name/ });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Nachname|Last name/ });
    await userEvent.type(input, 'Müller');
    await expect(input).toHaveValue('Müller');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
  },
};
