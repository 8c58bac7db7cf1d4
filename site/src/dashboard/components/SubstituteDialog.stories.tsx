import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ApiRequestError } from '@kursmarkt/api';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { SubstituteDialog } from './SubstituteDialog.tsx';

const meta = {
  title: 'Dashboard/SubstituteDialog',
  component: SubstituteDialog,
  decorators: [withSiteTexts],
  args: { course: 'Fachanwaltslehrgang Arbeitsrecht', onSubstitute: fn(async () => undefined) },
} satisfies Meta<typeof SubstituteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared rule refuses an address that is none beside its field, and nothing is sent. */
export const RefusesAnAddressThatIsNone: Story = {
  tags: ['themed'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /Ersatzteilnehmer benennen|Name a substitute/ }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(await dialog.findByLabelText(/Vorname|First name/), 'Sven');
    await userEvent.type(dialog.getByLabelText(/Nachname|Last name/), 'Vertreter');
    await userEvent.type(dialog.getByLabelText(/E-Mail-Adresse|E-mail address/), 'sven at kanzlei');
    await userEvent.click(dialog.getByRole('button', { name: /^(Benennen|Name)$/ }));
    await expect(
      await dialog.findByText(/gültige E-Mail-Adresse|valid e-mail address/),
    ).toBeVisible();
    await expect(args.onSubstitute).not.toHaveBeenCalled();
  },
};

/** The course began meanwhile (409): the dialog says the participant can no longer change. */
export const SaysWhenTheCourseHasBegun: Story = {
  args: {
    onSubstitute: fn(async () =>
      Promise.reject(
        new ApiRequestError({
          status: 409,
          code: 'COURSE_BEGUN',
          message: 'The course has begun.',
          url: '/api/order/position/0d6f4b8e-1a2b-4c3d-8e9f-000000000001',
        }),
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /Ersatzteilnehmer benennen|Name a substitute/ }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(await dialog.findByLabelText(/Vorname|First name/), 'Sven');
    await userEvent.type(dialog.getByLabelText(/Nachname|Last name/), 'Vertreter');
    await userEvent.type(
      dialog.getByLabelText(/E-Mail-Adresse|E-mail address/),
      'sven@kanzlei.example',
    );
    await userEvent.click(dialog.getByRole('button', { name: /^(Benennen|Name)$/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      /Kurs hat begonnen|course has begun/,
    );
  },
};
