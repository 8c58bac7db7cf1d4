import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryText } from '../../../../.storybook/story-text.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Wird geladen …|Loading …/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

function CustomLabel() {
  const t = useStoryText();
  return <Spinner size="lg" label={t('Kurse werden geladen', 'Loading courses')} />;
}

export const WithLabel: Story = {
  render: () => <CustomLabel />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /Kurse werden geladen|Loading courses/,
    );
  },
};

export const OnBrandSurface: Story = {
  render: (args) => (
    <div
      style={{
        display: 'inline-flex',
        padding: '1rem',
        background: 'var(--color-brand-primary)',
        color: 'var(--color-text-on-brand)',
      }}
    >
      <Spinner {...args} />
    </div>
  ),
};
