import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { ConsentBanner } from './ConsentBanner.tsx';

const meta = {
  title: 'UI/ConsentBanner',
  component: ConsentBanner,
  args: {
    title: <T de="Cookies und Statistik" en="Cookies and statistics" />,
    children: (
      <p>
        <T
          de="Wir verwenden notwendige Cookies für den Betrieb der Seite. Mit Ihrer Einwilligung zählen wir außerdem Besuche und messen den Erfolg unserer Werbung."
          en="We use necessary cookies to run the site. With your consent we also count visits and measure the success of our advertising."
        />
      </p>
    ),
    categories: [
      {
        id: 'necessary',
        label: <T de="Notwendig" en="Necessary" />,
        description: <T de="Für Anmeldung und Warenkorb." en="For sign-in and the cart." />,
        required: true,
      },
      {
        id: 'statistics',
        label: <T de="Statistik" en="Statistics" />,
        description: (
          <T de="Zählt Besuche und Partnerlinks." en="Counts visits and partner links." />
        ),
      },
      {
        id: 'marketing',
        label: <T de="Marketing" en="Marketing" />,
        description: <T de="Misst den Erfolg von Werbung." en="Measures the success of adverts." />,
      },
    ],
    onChoose: fn(),
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: three actions, the settings closed. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    await expect(args.onChoose).toHaveBeenCalledWith(['necessary']);
  },
};

/** Reopened to change the choice: the settings start from what was granted. */
export const SettingsOpen: Story = {
  args: { defaultSettingsOpen: true, granted: ['statistics'] },
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes[0]).toBeDisabled();
    await expect(boxes[1]).toBeChecked();
    await userEvent.click(boxes[2]!);
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await expect(args.onChoose).toHaveBeenCalledWith(['necessary', 'statistics', 'marketing']);
  },
};
