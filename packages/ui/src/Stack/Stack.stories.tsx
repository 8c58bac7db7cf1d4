import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { token } from '../tokens.ts';
import { Stack } from './Stack.tsx';

const boxStyle = {
  padding: token('space.sm'),
  background: token('color.surface.brandSubtle'),
  border: `${token('size.borderThin')} solid ${token('color.border.default')}`,
  borderRadius: token('radius.sm'),
};

const items = [
  { de: 'Arbeitsrecht', en: 'Employment law' },
  { de: 'Familienrecht', en: 'Family law' },
  { de: 'Steuerrecht', en: 'Tax law' },
];

const Boxes = () =>
  items.map((item) => (
    <div key={item.en} style={boxStyle}>
      <T {...item} />
    </div>
  ));

const spaceOptions = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'];

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: { direction: 'column', gap: 'md', wrap: false, children: <Boxes /> },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: spaceOptions },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    as: { control: 'inline-radio', options: ['div', 'ul', 'ol'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Row: Story = {
  args: { direction: 'row', gap: 'sm', align: 'center' },
};

export const Gaps: Story = {
  render: (args) => (
    <Stack gap="xl">
      {(['xs', 'md', 'xl'] as const).map((gap) => (
        <Stack key={gap} gap="xs">
          <code>gap=&quot;{gap}&quot;</code>
          <Stack {...args} direction="row" gap={gap} />
        </Stack>
      ))}
    </Stack>
  ),
};

export const SpaceBetween: Story = {
  args: { direction: 'row', justify: 'between', align: 'center' },
};

export const Wrapping: Story = {
  args: { direction: 'row', wrap: true, gap: 'sm' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'sm',
    children: items.map((item) => (
      <li key={item.en} style={boxStyle}>
        <T {...item} />
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
