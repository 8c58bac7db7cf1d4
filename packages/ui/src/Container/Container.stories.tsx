import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { token } from '../tokens.ts';
import { Container } from './Container.tsx';

const Filler = () => (
  <div style={{ padding: token('space.md'), background: token('color.surface.sunken') }}>
    <T
      de="Der Inhalt ist höchstens so breit wie size.container und steht in der Mitte. Auf schmalen Bildschirmen hält der seitliche Innenabstand den Text vom Rand fern."
      en="The content is at most as wide as size.container and centred. On narrow screens the side padding keeps the text off the edges."
    />
  </div>
);

const meta = {
  title: 'UI/Container',
  component: Container,
  args: { as: 'div', children: <Filler /> },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'section', 'header', 'footer'] },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: '20rem', background: token('color.surface.brandSubtle') }}>
      <Container {...args} />
    </div>
  ),
};

export const CentredOnWideScreens: Story = {
  render: (args) => (
    <div style={{ width: `calc(${token('size.container')} + 20rem)` }}>
      <Container {...args} data-testid="container" />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('container').getBoundingClientRect();
    const parent = canvas.getByTestId('container').parentElement!.getBoundingClientRect();
    await expect(Math.round(box.left - parent.left)).toBe(Math.round(parent.right - box.right));
    await expect(box.width).toBeLessThan(parent.width);
  },
};
