import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: {
    children: <T de="Nur für Screenreader sichtbar" en="Visible to screen readers only" />,
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <p>
      <T de="Vor dem versteckten Text." en="Before the hidden text." />
      <VisuallyHidden {...args} />
      <T de=" Danach." en=" After it." />
    </p>
  ),
};

export const NamesAnIconButton: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args}>
        <T de="Filter entfernen" en="Remove filter" />
      </VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: /Filter entfernen|Remove filter/ }),
    ).toBeVisible();
  },
};
