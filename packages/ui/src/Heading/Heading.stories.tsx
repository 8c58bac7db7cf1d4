import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: {
    level: 2,
    children: (
      <T de="Fachanwaltsfortbildung Arbeitsrecht" en="Specialist training: employment law" />
    ),
  },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'inline-radio', options: ['xxxl', 'xxl', 'xl', 'lg', 'md', 'sm'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Levels: Story = {
  render: (args) => (
    <div>
      <Heading {...args} level={1}>
        <T de="Ebene 1: Seitentitel" en="Level 1: page title" />
      </Heading>
      <Heading {...args} level={2}>
        <T de="Ebene 2: Abschnitt" en="Level 2: section" />
      </Heading>
      <Heading {...args} level={3}>
        <T de="Ebene 3: Unterabschnitt" en="Level 3: subsection" />
      </Heading>
      <Heading {...args} level={4}>
        <T de="Ebene 4" en="Level 4" />
      </Heading>
      <Heading {...args} level={5}>
        <T de="Ebene 5" en="Level 5" />
      </Heading>
      <Heading {...args} level={6}>
        <T de="Ebene 6" en="Level 6" />
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getByRole('heading', { level })).toBeVisible();
    }
  },
};

export const SizeIndependentOfLevel: Story = {
  args: {
    level: 2,
    size: 'xxxl',
    children: <T de="Fortbildung, die zählt" en="Training that counts" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('data-size', 'xxxl');
  },
};

export const LongHeadingWraps: Story = {
  args: {
    level: 1,
    children: (
      <T
        de="Arbeitnehmerüberlassungsgesetz und Betriebsverfassungsrecht in der anwaltlichen Praxis"
        en="Temporary agency work and works constitution law in legal practice"
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};
