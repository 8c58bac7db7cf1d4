import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { DateField, type DateFieldProps } from './DateField.tsx';

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: { label: <T de="Von" en="From" />, onValueChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function WithIsoOutput(args: DateFieldProps) {
  const [iso, setIso] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '20rem' }}>
      <DateField
        {...args}
        value={iso}
        onValueChange={(value) => {
          setIso(value);
          args.onValueChange?.(value);
        }}
      />
      <p>
        ISO: <output aria-label="ISO">{iso ?? '–'}</output>
      </p>
    </div>
  );
}

export const ShortInputIsCompleted: Story = {
  render: (args) => <WithIsoOutput {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Von|From/ });
    await userEvent.type(input, '3.2027');
    await userEvent.tab();
    await expect(input).toHaveValue('01.03.2027');
    await expect(args.onValueChange).toHaveBeenCalledWith('2027-03-01');
    await expect(canvas.getByRole('status', { name: 'ISO' })).toHaveTextContent('2027-03-01');
  },
};

export const ImpossibleDate: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Von|From/ });
    await userEvent.type(input, '31.02.2027');
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Datum gibt es nicht|date does not exist/);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WrongFormat: Story = {
  args: { defaultValue: '2027-03-01' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Von|From/ });
    await userEvent.clear(input);
    await userEvent.type(input, '1.3.27');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(/TT\.MM\.JJJJ|DD\.MM\.YYYY/);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    defaultValue: '2020-01-01',
    error: (
      <T
        de="Das Datum darf nicht in der Vergangenheit liegen."
        en="The date must not be in the past."
      />
    ),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Von|From/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Vergangenheit|in the past/);
  },
};

export const WithHelp: Story = {
  args: {
    label: <T de="Bis" en="To" />,
    help: <T de="Leer lassen für alle späteren Termine." en="Leave empty for all later dates." />,
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2027-03-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Von|From/ })).toBeDisabled();
  },
};
