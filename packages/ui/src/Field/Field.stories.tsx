import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { controlStyles } from './control-styles.ts';
import { Field } from './Field.tsx';

const Input = styled.input`
  ${controlStyles}
`;

const meta = {
  title: 'UI/Field',
  component: Field,
  args: {
    label: <T de="E-Mail-Adresse" en="Email address" />,
    children: (control) => <Input type="email" {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHelp: Story = {
  args: {
    help: (
      <T
        de="An diese Adresse senden wir die Buchungsbestätigung."
        en="We send the booking confirmation to this address."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: /E-Mail-Adresse|Email address/ }),
    ).toHaveAccessibleDescription(/Buchungsbestätigung|booking confirmation/);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Pflichtfeld|required/ });
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    help: (
      <T
        de="An diese Adresse senden wir die Buchungsbestätigung."
        en="We send the booking confirmation to this address."
      />
    ),
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

export const WithAside: Story = {
  args: {
    label: <T de="Anmerkung" en="Note" />,
    help: <T de="Optional" en="Optional" />,
    aside: '0 / 200',
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: /E-Mail-Adresse|Email address/ }),
    ).toBeDisabled();
  },
};
