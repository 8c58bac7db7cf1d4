import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { TitlesForm } from './TitlesForm.tsx';

const meta = {
  title: 'Further training/TitlesForm',
  component: TitlesForm,
  decorators: [withSiteTexts],
  args: {
    saved: {
      titles: [
        {
          scopeId: 2,
          scopeName: 'Arbeitsrecht',
          sinceYear: 2019,
          candidate: false,
          chamberId: 4,
          chamberName: 'Rechtsanwaltskammer Köln',
          memberNumber: 'K-4711',
          excusedYears: [],
        },
      ],
      reminders: true,
    },
    scopes: [
      { id: 2, name: 'Arbeitsrecht' },
      { id: 6, name: 'Familienrecht' },
    ],
    chambers: [{ id: 4, name: 'Rechtsanwaltskammer Köln' }],
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof TitlesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A saved title; a second one added with the same field is refused beside it, not sent. */
export const OneTitleAndASecondOfTheSameField: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Titel hinzufügen|Add a title/ }));
    const second = canvas.getByRole('group', { name: /2\. Titel|Title 2/ });
    await userEvent.selectOptions(
      second.querySelector('select')!,
      canvas.getAllByRole('option', { name: 'Arbeitsrecht' })[1]!,
    );
    await userEvent.type(second.querySelector('input')!, '2021');
    await userEvent.click(canvas.getByRole('button', { name: /Titel speichern|Save titles/ }));
    await expect(await canvas.findByText(/schon eingetragen|entered already/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
