import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryText } from '../../../../.storybook/story-text.tsx';
import { Icon, iconNames } from './Icon.tsx';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'cart', size: 'md' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5rem' }}
        >
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Icon {...args} size="sm" />
      <Icon {...args} size="md" />
      <Icon {...args} size="lg" />
    </div>
  ),
};

function LabelledIcon() {
  const t = useStoryText();
  return <Icon name="cart" size="lg" label={t('Warenkorb', 'Cart')} />;
}

export const WithLabel: Story = {
  render: () => <LabelledIcon />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Warenkorb|Cart/ })).toBeInTheDocument();
  },
};

export const InheritsTextColour: Story = {
  render: (args) => (
    <p style={{ color: 'var(--color-state-danger)', display: 'flex', gap: '0.5rem' }}>
      <Icon {...args} name="error" />
      <code>currentColor</code>
    </p>
  ),
};
