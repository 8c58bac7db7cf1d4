import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { AttendanceCheck } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { CheckInPanel } from './CheckInPanel.tsx';

const inPerson: AttendanceCheck = {
  course: 'Arbeit und Familie in Köln',
  online: false,
  day: '2027-03-12',
  startsAt: '2027-03-12T08:00:00.000Z',
  endsAt: '2027-03-12T16:30:00.000Z',
  today: true,
  checkedIn: false,
  since: null,
  confirmations: 0,
  lastConfirmedAt: null,
};

const meta = {
  title: 'Check/CheckInPanel',
  component: CheckInPanel,
  decorators: [withSiteTexts],
  args: {
    state: inPerson,
    onCheck: fn(async () => undefined),
    onConfirm: fn(async () => undefined),
  },
} satisfies Meta<typeof CheckInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today, not yet checked in: the toggle checks in. */
export const ChecksIn: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Einchecken|Check in/ }));
    await expect(args.onCheck).toHaveBeenCalledWith('IN');
  },
};

/** Online and checked in: the toggle checks out, and presence can be confirmed. */
export const OnlineCheckedIn: Story = {
  args: {
    state: {
      ...inPerson,
      online: true,
      checkedIn: true,
      since: '2027-03-12T07:58:00.000Z',
      confirmations: 2,
      lastConfirmedAt: '2027-03-12T10:15:00.000Z',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/08:58/);
    await userEvent.click(canvas.getByRole('button', { name: /Ich bin anwesend|I am present/ }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Another day: it says when the day is and offers no toggle. */
export const NotToday: Story = {
  args: { state: { ...inPerson, today: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
