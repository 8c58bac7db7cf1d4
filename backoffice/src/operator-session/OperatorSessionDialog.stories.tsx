import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { backofficeGlobals, withBackoffice } from '../story-support.tsx';
import { OperatorSessionDialog } from './OperatorSessionDialog.tsx';

const meta = {
  title: 'Backoffice/OperatorSessionDialog',
  component: OperatorSessionDialog,
  decorators: [withBackoffice],
  globals: backofficeGlobals,
  args: {
    organizer: 'Anwaltsakademie Nord',
    open: true,
    onOpenChange: fn(),
    onStart: fn(async () => undefined),
  },
} satisfies Meta<typeof OperatorSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason is asked for before anything is sent, then sent as typed. */
export const AsksForTheReason: Story = {
  play: async ({ args }) => {
    const start = await screen.findByRole('button', { name: /^(Sitzung starten|Start session)$/ });
    await userEvent.click(start);
    await expect(
      await screen.findByText(/Bitte nennen Sie den Grund|Please give the reason/),
    ).toBeVisible();
    await expect(args.onStart).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Grund|Reason/), 'Anfrage 4711 des Veranstalters');
    await userEvent.click(start);
    await waitFor(() =>
      expect(args.onStart).toHaveBeenCalledWith('Anfrage 4711 des Veranstalters'),
    );
  },
};

/** A reason the server refuses is said beside the field. */
export const RefusedByTheServer: Story = {
  args: {
    onStart: fn(async () => {
      throw Object.assign(new Error('refused'), {
        details: [{ path: 'body.reason', code: 'TOO_SHORT', message: 'too short' }],
      });
    }),
  },
  play: async () => {
    await userEvent.type(await screen.findByLabelText(/Grund|Reason/), 'x');
    await userEvent.click(
      screen.getByRole('button', { name: /^(Sitzung starten|Start session)$/ }),
    );
    await expect(
      await screen.findByText(/Bitte beschreiben Sie den Grund genauer|Please describe the reason/),
    ).toBeVisible();
  },
};
