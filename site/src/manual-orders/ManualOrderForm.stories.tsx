import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ManualOrder } from '@kursmarkt/schemas';
import { withSiteTexts } from '../cart/components/story-intl.tsx';
import { ManualOrderForm } from './ManualOrderForm.tsx';

const scopes = [
  { id: 2, name: 'Arbeitsrecht' },
  { id: 5, name: 'Erbrecht' },
  { id: 6, name: 'Familienrecht' },
];

const stored: ManualOrder = {
  id: '5b1c1f0e-7a2b-4c3d-8e9f-000000000001',
  organizer: 'Anwaltsakademie Nord',
  title: 'Kündigungsschutz aktuell',
  startDate: '2027-02-04',
  endDate: '2027-02-05',
  minutes: 450,
  format: 'PRESENT',
  scopeId: 2,
  scopeName: 'Arbeitsrecht',
  evidence: {
    id: '5b1c1f0e-7a2b-4c3d-8e9f-0000000000e1',
    originalName: 'Teilnahmebescheinigung Kündigungsschutz.pdf',
    mediaType: 'application/pdf',
    size: 48_213,
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  },
  createdAt: '2027-03-01T09:00:00.000Z',
  updatedAt: '2027-03-01T09:00:00.000Z',
};

const meta = {
  title: 'ManualOrders/ManualOrderForm',
  component: ManualOrderForm,
  decorators: [withSiteTexts],
  args: { scopes, onSave: fn(async () => undefined) },
} satisfies Meta<typeof ManualOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new course with its certificate: the fields as typed and the file go to `onSave`. */
export const NewWithItsCertificate: Story = {
  tags: ['themed'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Veranstalter|Organizer/), 'Anwaltsakademie Nord');
    await userEvent.type(canvas.getByLabelText(/Titel|Title/), 'Kündigungsschutz aktuell');
    await userEvent.type(canvas.getByLabelText(/Erster Tag|First day/), '4.2.2027');
    await userEvent.type(canvas.getByLabelText(/Letzter Tag|Last day/), '5.2.2027');
    await userEvent.type(canvas.getByLabelText(/Stunden|Hours/), '7,5');
    await userEvent.click(canvas.getByRole('radio', { name: /Präsenz|In a room/ }));
    await userEvent.selectOptions(canvas.getByLabelText(/Fachgebiet|Specialist area/), '2');
    const certificate = new File(['%PDF-1.4'], 'Teilnahme.pdf', { type: 'application/pdf' });
    await userEvent.upload(
      canvas.getByLabelText(/Teilnahmebescheinigung|Certificate/),
      certificate,
    );
    await userEvent.click(canvas.getByRole('button', { name: /Speichern|Save/ }));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        organizer: 'Anwaltsakademie Nord',
        title: 'Kündigungsschutz aktuell',
        startDate: '2027-02-04',
        endDate: '2027-02-05',
        hours: '7,5',
        format: 'PRESENT',
        scopeId: '2',
      },
      certificate,
    );
  },
};

/** A certificate of another type is refused at the field before anything is sent. */
export const RefusesAnotherFileType: Story = {
  play: async ({ canvas }) => {
    const text = new File(['Bescheinigung'], 'Bescheinigung.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByLabelText(/Teilnahmebescheinigung|Certificate/), text, {
      applyAccept: false,
    });
    await expect(
      canvas.getByText(/muss ein PDF, JPEG oder PNG sein|must be a PDF, JPEG or PNG/),
    ).toBeVisible();
  },
};

/** Changing a stored course: its certificate stays and is shown by name and SHA-256. */
export const ChangingAStoredCourse: Story = {
  args: { order: stored },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Stunden|Hours/)).toHaveValue('7.5');
    await expect(canvas.getByText(stored.evidence.sha256)).toBeVisible();
    await expect(canvas.queryByLabelText(/Teilnahmebescheinigung|Certificate/)).toBeNull();
  },
};
