import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { Button } from '../Button/index.ts';
import { LoadingBar } from './LoadingBar.tsx';

const meta = {
  title: 'UI/LoadingBar',
  component: LoadingBar,
  args: { active: true },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Active: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: /Seite wird geladen|Page is loading/ });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await expect(bar).toBeVisible();
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

function Navigation() {
  const [loading, setLoading] = useState(false);
  return (
    <>
      <LoadingBar active={loading} />
      <Button onClick={() => setLoading((value) => !value)}>
        {loading ? (
          <T de="Laden beenden" en="Finish loading" />
        ) : (
          <T de="Laden starten" en="Start loading" />
        )}
      </Button>
    </>
  );
}

export const StartAndFinish: Story = {
  render: () => <Navigation />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Laden starten|Start loading/ }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Laden beenden|Finish loading/ }));
    // The bar fades out before it is hidden.
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
  },
};
