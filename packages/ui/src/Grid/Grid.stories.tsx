import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { token } from '../tokens.ts';
import { Grid } from './Grid.tsx';

const tileStyle = {
  padding: token('space.md'),
  background: token('color.surface.raised'),
  border: `${token('size.borderThin')} solid ${token('color.border.default')}`,
  borderRadius: token('radius.md'),
};

const areas = [
  { de: 'Arbeitsrecht', en: 'Employment law' },
  { de: 'Familienrecht', en: 'Family law' },
  { de: 'Steuerrecht', en: 'Tax law' },
  { de: 'Mietrecht', en: 'Tenancy law' },
  { de: 'Erbrecht', en: 'Inheritance law' },
  { de: 'Strafrecht', en: 'Criminal law' },
  { de: 'Verkehrsrecht', en: 'Traffic law' },
];

const Tiles = () =>
  areas.map((area) => (
    <div key={area.en} style={tileStyle}>
      <T {...area} />
    </div>
  ));

const meta = {
  title: 'UI/Grid',
  component: Grid,
  args: { columns: 3, gap: 'md', children: <Tiles /> },
  argTypes: {
    gap: {
      control: 'select',
      options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'],
    },
    columns: { control: { type: 'number', min: 1, max: 6 } },
    as: { control: 'inline-radio', options: ['div', 'ul', 'ol'] },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FixedColumns: Story = {
  args: { columns: 4, gap: 'sm' },
  play: async ({ canvas }) => {
    const first = canvas.getByText(/Arbeitsrecht|Employment law/).getBoundingClientRect();
    const fifth = canvas.getByText(/Erbrecht|Inheritance law/).getBoundingClientRect();
    await expect(Math.round(fifth.left)).toBe(Math.round(first.left));
    await expect(fifth.top).toBeGreaterThan(first.top);
  },
};

export const AutoFill: Story = {
  args: { columns: undefined, minItemWidth: 'size.dialog' },
};

export const AutoFillInNarrowSpace: Story = {
  args: { columns: undefined, minItemWidth: 'size.dialog' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const tile = canvas.getByText(/Arbeitsrecht|Employment law/);
    const grid = tile.parentElement!;
    await expect(tile.getBoundingClientRect().width).toBeLessThanOrEqual(
      grid.getBoundingClientRect().width,
    );
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    columns: 2,
    children: areas.slice(0, 4).map((area) => (
      <li key={area.en} style={tileStyle}>
        <T {...area} />
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
