import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { T, useStoryText } from '../../../../.storybook/story-text.tsx';
import { Combobox, type ComboboxProps } from './Combobox.tsx';

const cities = [
  'Köln',
  'Kölleda',
  'Königswinter',
  'Königsbrunn',
  'Königstein im Taunus',
  'Königs Wusterhausen',
  'Köthen (Anhalt)',
  'Bonn',
  'Bochum',
  'Berlin',
  'Bremen',
].map((name, index) => ({ id: String(index + 1), label: name }));

/** The caller's part: the story filters a fixed list where the app would ask the server. */
function CitySearch(args: ComboboxProps) {
  const t = useStoryText();
  const [text, setText] = useState(args.inputValue);
  const query = text.trim().toLocaleLowerCase('de');
  const suggestions = args.loading
    ? []
    : cities.filter((city) => city.label.toLocaleLowerCase('de').startsWith(query));
  return (
    <div style={{ maxWidth: '24rem', minHeight: '22rem' }}>
      <Combobox
        {...args}
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          args.onInputChange(value);
        }}
        suggestions={suggestions}
        emptyText={t('Ort nicht gefunden', 'City not found')}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  args: {
    label: <T de="Ort" en="City" />,
    inputValue: '',
    onInputChange: fn(),
    suggestions: [],
    onSelect: fn(),
  },
  argTypes: { suggestions: { control: false }, inputValue: { control: false } },
  render: (args) => <CitySearch {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosingWithTheKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: /Ort|City/ });
    await userEvent.type(input, 'Köl');
    await expect(canvas.getByRole('listbox', { name: /Ort|City/ })).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Kölleda' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ label: 'Kölleda' }));
    await expect(input).toHaveValue('Kölleda');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ChoosingWithThePointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: /Ort|City/ });
    await userEvent.type(input, 'Kön');
    await userEvent.click(canvas.getByRole('option', { name: 'Königswinter' }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Königswinter' }),
    );
    await expect(input).toHaveFocus();
  },
};

export const BelowThreeCharacters: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: /Ort|City/ });
    await userEvent.type(input, 'Kö');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: /Ort|City/ });
    await userEvent.type(input, 'Xanten');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Ort nicht gefunden|City not found/);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: /Ort|City/ }), 'Bon');
    await expect(canvas.getByRole('status')).toHaveTextContent(/geladen|Loading/);
  },
};

export const WithHelp: Story = {
  args: {
    help: (
      <T
        de="Mindestens drei Buchstaben, dann wählen Sie aus der Liste."
        en="Type three letters or more, then choose from the list."
      />
    ),
  },
};

export const WithError: Story = {
  args: {
    required: true,
    inputValue: 'Kölm',
    error: (
      <T de="Bitte wählen Sie einen Ort aus der Liste." en="Please choose a city from the list." />
    ),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Ort|City/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/aus der Liste|from the list/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, inputValue: 'Köln' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Ort|City/ })).toBeDisabled();
  },
};
