import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { T, useStoryText } from '../../../../.storybook/story-text.tsx';
import { Select, type SelectProps } from './Select.tsx';

const radii = [
  { value: '10', label: '10 km' },
  { value: '50', label: '50 km' },
  { value: '100', label: '100 km' },
  { value: '250', label: '250 km' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: <T de="Umkreis" en="Radius" />,
    options: radii,
    defaultValue: '100',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Choosing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: /Umkreis|Radius/ });
    await expect(select).toHaveValue('100');
    await userEvent.selectOptions(select, '250 km');
    await expect(select).toHaveValue('250');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

function ChamberSelect(args: SelectProps) {
  const t = useStoryText();
  return (
    <Select
      {...args}
      placeholder={t('Bitte wählen', 'Please choose')}
      options={[
        { value: 'berlin', label: t('Rechtsanwaltskammer Berlin', 'Berlin Bar Association') },
        { value: 'koeln', label: t('Rechtsanwaltskammer Köln', 'Cologne Bar Association') },
        { value: 'muenchen', label: t('Rechtsanwaltskammer München', 'Munich Bar Association') },
      ]}
    />
  );
}

export const WithPlaceholder: Story = {
  args: { label: <T de="Kammer" en="Bar association" />, defaultValue: undefined },
  render: (args) => <ChamberSelect {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Kammer|Bar association/ })).toHaveValue('');
  },
};

export const WithHelp: Story = {
  args: {
    help: <T de="Gemessen vom Mittelpunkt des Orts." en="Measured from the centre of the city." />,
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Pflichtfeld|required/ })).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    label: <T de="Kammer" en="Bar association" />,
    defaultValue: undefined,
    required: true,
    error: <T de="Bitte wählen Sie Ihre Kammer." en="Please choose your bar association." />,
  },
  render: (args) => <ChamberSelect {...args} />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Kammer|Bar association/ });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(/Kammer|bar association/);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Umkreis|Radius/ })).toBeDisabled();
  },
};
