import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#kurse', children: <T de="Alle Kurse ansehen" en="See all courses" /> },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['inline', 'standalone', 'button'] },
    variant: { control: 'inline-radio', options: ['primary', 'secondary'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InlineInText: Story = {
  render: (args) => (
    <p>
      <T de="Mit der Buchung akzeptieren Sie unsere " en="By booking you accept our " />
      <Link {...args} href="#agb">
        <T de="Allgemeinen Geschäftsbedingungen" en="terms and conditions" />
      </Link>
      .
    </p>
  ),
};

export const Standalone: Story = {
  args: { appearance: 'standalone' },
};

export const AsButton: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Link {...args} appearance="button" variant="primary" href="#buchen">
        <T de="Jetzt buchen" en="Book now" />
      </Link>
      <Link {...args} appearance="button" variant="secondary" href="#details">
        <T de="Zum Kursprogramm" en="Course programme" />
      </Link>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Jetzt buchen|Book now/ })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  },
};

export const External: Story = {
  args: {
    href: 'https://www.brak.de',
    external: true,
    children: <T de="Bundesrechtsanwaltskammer" en="German Federal Bar" />,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: /(Bundesrechtsanwaltskammer|German Federal Bar) \((öffnet in einem neuen Tab|opens in a new tab)\)/,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalAsButton: Story = {
  args: {
    href: 'https://www.dav.de',
    external: true,
    appearance: 'button',
    variant: 'secondary',
    children: <T de="Zum Anwaltverein" en="To the bar association" />,
  },
};

export const AsChild: Story = {
  args: {
    asChild: true,
    appearance: 'standalone',
    children: (
      <a href="#konto" data-router-link="">
        <T de="Mein Konto" en="My account" />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Mein Konto|My account/ });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-appearance', 'standalone');
  },
};

export const FocusedWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: /Alle Kurse ansehen|See all courses/ }),
    ).toHaveFocus();
  },
};
