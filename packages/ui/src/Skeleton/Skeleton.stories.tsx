import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { variant: 'rect' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    width: { control: 'text' },
    height: { control: 'text' },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Text: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '30rem' }}>
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="60%" />
    </div>
  ),
};

export const Rect: Story = {
  args: { variant: 'rect', width: '50%', height: 'space.xxxl' },
};

export const PercentOfContainer: Story = {
  args: { variant: 'rect', width: '100%', height: '100%' },
  render: (args) => (
    <div style={{ height: '10rem', maxWidth: '22rem' }}>
      <Skeleton {...args} />
    </div>
  ),
};

export const Circle: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Skeleton variant="circle" width="size.iconMd" />
      <Skeleton variant="circle" />
      <Skeleton variant="circle" width="size.logo" />
    </div>
  ),
};

export const CourseCardPlaceholder: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '22rem' }}>
      <div style={{ height: '10rem' }}>
        <Skeleton height="100%" />
      </div>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <Skeleton variant="circle" />
        <div style={{ display: 'grid', gap: '0.5rem', flex: 1 }}>
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
        </div>
      </div>
    </div>
  ),
};
