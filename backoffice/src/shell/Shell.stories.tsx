import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Heading } from '@kursmarkt/ui';
import { backofficeGlobals, withBackoffice } from '../story-support.tsx';
import { Shell } from './Shell.tsx';

const meta = {
  title: 'Backoffice/Shell',
  component: Shell,
  decorators: [withBackoffice],
  globals: backofficeGlobals,
  parameters: { path: '/veranstalter/1/rechte' },
  args: {
    personName: 'Team Rhein-Ruhr',
    areas: ['rights'],
    organizers: [{ id: 1, name: 'Deutsche Anwaltsakademie Rhein-Ruhr' }],
    organizerId: 1,
    onOrganizerChange: fn(),
    onSignOut: fn(),
    language: 'de',
    children: <Heading level={1}>Wer darf was</Heading>,
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff of one organizer: no switcher, the areas they may open, the page they are on marked. */
export const OneOrganizer: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    const navigation = canvas.getByRole('navigation', { name: /Bereiche|Areas/ });
    await expect(navigation).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: /Wer darf was|Who can do what/ }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /Abmelden|Sign out/ }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/** The operator with several organizers: the switcher names the one in hand and switches. */
export const SeveralOrganizers: Story = {
  args: {
    personName: 'Bettina Brandt',
    areas: ['rights', 'audit'],
    organizers: [
      { id: 1, name: 'Deutsche Anwaltsakademie Rhein-Ruhr' },
      { id: 2, name: 'Fachinstitut für Arbeitsrecht Köln' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Veranstalter|Organizer/ }),
      '2',
    );
    await expect(args.onOrganizerChange).toHaveBeenCalledWith(2);
  },
};
