import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const courseTypes = [
  { value: 'ALL', label: <T de="Alle" en="All" /> },
  { value: 'ONLINE', label: <T de="Online" en="Online" /> },
  { value: 'PRESENT', label: <T de="Präsenz" en="In person" /> },
  { value: 'SELF', label: <T de="Selbststudium" en="Self-study" /> },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: <T de="Zahlungsart" en="Payment method" />,
    options: [
      { value: 'invoice', label: <T de="Rechnung" en="Invoice" /> },
      { value: 'debit', label: <T de="Lastschrift" en="Direct debit" /> },
      { value: 'card', label: <T de="Kreditkarte" en="Credit card" /> },
    ],
    defaultValue: 'invoice',
    onValueChange: fn(),
  },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['list', 'segmented'] },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescriptions: Story = {
  args: {
    description: <T de="Sie können sie später ändern." en="You can change it later." />,
    options: [
      {
        value: 'invoice',
        label: <T de="Rechnung" en="Invoice" />,
        description: <T de="Zahlbar innerhalb von 14 Tagen." en="Payable within 14 days." />,
      },
      {
        value: 'debit',
        label: <T de="Lastschrift" en="Direct debit" />,
        description: (
          <T de="Vom Kanzleikonto eingezogen." en="Collected from the firm's account." />
        ),
      },
    ],
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
};

export const Segmented: Story = {
  args: {
    label: <T de="Kursart" en="Course type" />,
    appearance: 'segmented',
    options: courseTypes,
    defaultValue: 'ALL',
  },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: /Kursart|Course type/ });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.click(canvas.getByRole('radio', { name: /Präsenz|In person/ }));
    await expect(canvas.getByRole('radio', { name: /Präsenz|In person/ })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PRESENT');
  },
};

export const SegmentedWithHiddenLabel: Story = {
  args: { ...Segmented.args, hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Kursart|Course type/)).not.toBeVisible();
    await expect(
      canvas.getByRole('radiogroup', { name: /Kursart|Course type/ }),
    ).toBeInTheDocument();
  },
};

export const LanguageSelector: Story = {
  args: {
    label: <T de="Sprache" en="Language" />,
    options: [
      { value: 'de', label: 'Deutsch' },
      { value: 'en', label: 'English' },
    ],
    defaultValue: 'de',
  },
};

export const ChosenWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Rechnung|Invoice/ })).toHaveFocus();
    // Radix chooses on focus only while an arrow key is down, so hold it as a person would.
    await userEvent.keyboard('{ArrowDown>}');
    const debit = canvas.getByRole('radio', { name: /Lastschrift|Direct debit/ });
    await expect(debit).toHaveFocus();
    await expect(debit).toBeChecked();
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenCalledWith('debit');
  },
};

export const RequiredWithError: Story = {
  args: {
    required: true,
    defaultValue: undefined,
    error: <T de="Bitte wählen Sie eine Zahlungsart." en="Please choose a payment method." />,
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /Zahlungsart|Payment method/ });
    await expect(group).toBeRequired();
    await expect(group).toBeInvalid();
    await expect(group).toHaveAccessibleDescription(
      /Bitte wählen Sie eine Zahlungsart.|Please choose a payment method./,
    );
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'invoice', label: <T de="Rechnung" en="Invoice" /> },
      { value: 'card', label: <T de="Kreditkarte" en="Credit card" />, disabled: true },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('radio', { name: /Kreditkarte|Credit card/ });
    await expect(card).toBeDisabled();
    await userEvent.click(canvas.getByText(/Kreditkarte|Credit card/));
    await expect(card).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('ONLINE');
    return (
      <RadioGroup
        {...args}
        appearance="segmented"
        label={<T de="Kursart" en="Course type" />}
        options={courseTypes}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Online' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Selbststudium|Self-study/ }));
    await expect(canvas.getByRole('radio', { name: /Selbststudium|Self-study/ })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('SELF');
  },
};
