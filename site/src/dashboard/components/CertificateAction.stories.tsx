import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { CertificateAction } from './CertificateAction.tsx';

const meta = {
  title: 'Dashboard/CertificateAction',
  component: CertificateAction,
  decorators: [withSiteTexts],
  args: {
    certificate: { id: 'q1w2e3r4t5y6u7i8o9p0aA', status: 'VALID' },
    onDownload: fn(async () => undefined),
    onError: fn(),
  },
} satisfies Meta<typeof CertificateAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Bescheinigung/ }));
    await expect(args.onDownload).toHaveBeenCalledWith('q1w2e3r4t5y6u7i8o9p0aA');
  },
};

export const Revoked: Story = {
  args: { certificate: { id: 'q1w2e3r4t5y6u7i8o9p0aA', status: 'REVOKED' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bescheinigung widerrufen')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
