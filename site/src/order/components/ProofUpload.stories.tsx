import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { ProofUpload } from './ProofUpload.tsx';

const meta = {
  title: 'Order/ProofUpload',
  component: ProofUpload,
  decorators: [withSiteTexts],
  args: {
    courseName: 'Fachanwaltslehrgang Familienrecht',
    hint: 'Nachweis der Zulassung als Rechtsanwältin/Rechtsanwalt',
    uploadedName: null,
    progress: null,
    errorCode: null,
    onUpload: fn(async () => undefined),
  },
} satisfies Meta<typeof ProofUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const UploadsAPdf: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const file = new File(['%PDF-1.7'], 'zulassung.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/Datei wählen|Choose a file/), file);
    await userEvent.click(canvas.getByRole('button', { name: /Hochladen|Upload/ }));
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};

export const RefusesAFileOver10MbWithoutUploading: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Datei wählen|Choose a file/);
    const scan = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, scan);
    await userEvent.click(canvas.getByRole('button', { name: /Hochladen|Upload/ }));
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(/10 MB/);
  },
};

export const Uploading: Story = {
  args: { progress: 0.4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: /Fortschritt|progress/ })).toHaveAttribute(
      'value',
      '40',
    );
  },
};

export const Uploaded: Story = {
  args: { uploadedName: 'zulassung.pdf' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/zulassung\.pdf/)).toBeInTheDocument();
  },
};

export const RefusedAsTooLarge: Story = {
  args: { errorCode: 'FILE_TOO_LARGE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Datei wählen|Choose a file/)).toHaveAccessibleDescription(
      /10 MB/,
    );
  },
};
