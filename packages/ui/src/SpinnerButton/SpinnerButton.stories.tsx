import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { SpinnerButton } from './SpinnerButton.tsx';

/** Stands in for a request: settles after a short while, as a booking call would. */
const request = (outcome: 'ok' | 'fail') =>
  new Promise<void>((resolve, reject) =>
    setTimeout(() => (outcome === 'ok' ? resolve() : reject(new Error('Request failed'))), 400),
  );

const meta = {
  title: 'UI/SpinnerButton',
  component: SpinnerButton,
  args: {
    children: <T de="Jetzt buchen" en="Book now" />,
    onClick: fn(() => request('ok')),
    onError: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'accent'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    loading: { control: 'boolean' },
  },
} satisfies Meta<typeof SpinnerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Jetzt buchen|Book now/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const NoDoubleSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Jetzt buchen|Book now/ });
    await userEvent.dblClick(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  },
};

export const ResetsOnError: Story = {
  args: { onClick: fn(() => request('fail')) },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Jetzt buchen|Book now/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Variants: Story = {
  args: { loading: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <SpinnerButton {...args} variant="primary" />
      <SpinnerButton {...args} variant="secondary" />
      <SpinnerButton {...args} variant="tertiary" />
      <SpinnerButton {...args} variant="accent" />
    </div>
  ),
};
