import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { backofficeGlobals, withBackoffice } from '../story-support.tsx';
import { AuditTrail } from './AuditTrail.tsx';

const meta = {
  title: 'Backoffice/AuditTrail',
  component: AuditTrail,
  decorators: [withBackoffice],
  globals: backofficeGlobals,
  args: {
    filters: { objectType: '', objectId: '', actor: '', from: null, until: null },
    onFiltersChange: fn(),
    organizerNames: new Map([[1, 'Deutsche Anwaltsakademie Rhein-Ruhr']]),
    entries: [
      {
        id: '0b3d7c52-7f7e-4b8e-9a53-1c2f4d5e6f70',
        at: '2026-11-28T09:30:00.000Z',
        actor: { email: 'betrieb@example.com', name: 'Bettina Brandt', role: 'OPERATOR' },
        operatorSessionId: '6a4f1d2e-3b5c-4d7e-8f90-a1b2c3d4e5f6',
        organizerId: 1,
        area: 'rights',
        objectType: 'staff',
        objectId: 'einlass@daa-rhein-ruhr.example',
        action: 'change',
        before: { orders: 'VIEW' },
        after: { orders: 'CHECK_IN' },
        reason: 'Anfrage 4711: nur noch Einlass',
      },
    ],
  },
} satisfies Meta<typeof AuditTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An entry with its person, object, organizer and reason; the filters go out as typed. */
export const FilteredByPerson: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('cell', { name: 'Anfrage 4711: nur noch Einlass' }),
    ).toBeInTheDocument();
    await userEvent.type(
      canvas.getByLabelText(/Person \(E-Mail-Adresse\)|Person \(e-mail address\)/),
      'betrieb@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(Filtern|Filter)$/ }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(
      expect.objectContaining({ actor: 'betrieb@example.com' }),
    );
  },
};

/** Filters that find nothing say so. */
export const NothingFound: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Keine Einträge für diese Filter|No entries for these filters/),
    ).toBeInTheDocument();
  },
};
