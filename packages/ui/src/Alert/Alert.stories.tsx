import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    tone: 'info',
    children: (
      <T
        de="Die Anmeldung für diesen Kurs endet am 1. März."
        en="Registration for this course closes on 1 March."
      />
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
      <Alert tone="info">
        <T de="Der Kurs findet online statt." en="The course takes place online." />
      </Alert>
      <Alert tone="success">
        <T de="Der Kurs ist gebucht." en="The course is booked." />
      </Alert>
      <Alert tone="warning">
        <T de="Nur noch drei Plätze frei." en="Only three places left." />
      </Alert>
      <Alert tone="danger">
        <T de="Die Zahlung ist fehlgeschlagen." en="The payment failed." />
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'success',
    title: <T de="Gebucht" en="Booked" />,
    children: (
      <T
        de="Die Bestätigung mit der Rechnung kommt per E-Mail."
        en="The confirmation and invoice will follow by email."
      />
    ),
  },
};

export const Dismissible: Story = {
  args: { tone: 'warning', onDismiss: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Hinweis schließen|Dismiss/ }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

function DismissibleAlert() {
  const [open, setOpen] = useState(true);
  return open ? (
    <Alert tone="info" onDismiss={() => setOpen(false)}>
      <T de="Neu: Kurse als Aufzeichnung." en="New: courses as recordings." />
    </Alert>
  ) : null;
}

export const DismissedWithKeyboard: Story = {
  render: () => <DismissibleAlert />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Hinweis schließen|Dismiss/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
