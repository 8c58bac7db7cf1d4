import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backofficeGlobals, withBackoffice } from '../story-support.tsx';
import { RightsTable } from './RightsTable.tsx';

const meta = {
  title: 'Backoffice/RightsTable',
  component: RightsTable,
  decorators: [withBackoffice],
  globals: backofficeGlobals,
  args: {
    organizer: 'Deutsche Anwaltsakademie Rhein-Ruhr',
    staff: [
      {
        email: 'team@daa-rhein-ruhr.example',
        rights: {
          orders: 'CHANGE',
          payments: 'CHANGE',
          catalogue: 'CHANGE',
          dates: 'CHANGE',
          exports: 'VIEW',
        },
      },
      {
        email: 'einlass@daa-rhein-ruhr.example',
        rights: {
          orders: 'CHECK_IN',
          payments: 'NONE',
          catalogue: 'VIEW',
          dates: 'NONE',
          exports: 'NONE',
        },
      },
    ],
  },
} satisfies Meta<typeof RightsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each person's level of each area in words: the door person may only check people in. */
export const EachLevelInWords: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /einlass@daa-rhein-ruhr.example/ });
    await expect(
      within(row).getByRole('cell', { name: /Nur Einlass|Check-in only/ }),
    ).toBeInTheDocument();
    await expect(
      within(row).getByRole('cell', { name: /Keine Zahlungen|No payments/ }),
    ).toBeInTheDocument();
  },
};

/** An organizer nobody works for in the back office yet. */
export const NobodyYet: Story = {
  args: { staff: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
