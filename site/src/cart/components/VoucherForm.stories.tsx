import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VoucherForm, type VoucherRejection } from './VoucherForm.tsx';
import { withSiteTexts } from './story-intl.tsx';

const meta = {
  title: 'Cart/VoucherForm',
  component: VoucherForm,
  decorators: [withSiteTexts],
  args: {
    storedCode: null,
    rejected: null,
    onApply: fn(async (_code: string): Promise<VoucherRejection | null> => null),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof VoucherForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EntersACode: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), ' willkommen10 ');
    await userEvent.click(canvas.getByRole('button', { name: /Einlösen|Redeem/ }));
    await expect(args.onApply).toHaveBeenCalledWith('willkommen10');
  },
};

export const RefusesAMalformedCodeWithoutACall: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'WINTER 24!');
    await userEvent.click(canvas.getByRole('button', { name: /Einlösen|Redeem/ }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      /Buchstaben, Ziffern|letters, digits/,
    );
  },
};

export const ExpiredCode: Story = {
  args: { onApply: fn(async (code: string) => ({ code, reason: 'VOUCHER_EXPIRED' as const })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'WINTER24');
    await userEvent.click(canvas.getByRole('button', { name: /Einlösen|Redeem/ }));
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      /WINTER24: (Dieser Gutschein ist abgelaufen|This voucher has expired)/,
    );
    await expect(canvas.getByRole('textbox')).toHaveValue('WINTER24');
  },
};

export const Applied: Story = {
  args: { storedCode: 'WILLKOMMEN10', discountCents: 5_950 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/WILLKOMMEN10/);
    await userEvent.click(
      canvas.getByRole('button', {
        name: /Gutschein WILLKOMMEN10 entfernen|Remove voucher WILLKOMMEN10/,
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('WILLKOMMEN10');
  },
};

export const AppliedButUnused: Story = { args: { storedCode: 'HANSE15', unused: true } };

export const KeptCodeNoLongerApplies: Story = {
  args: { storedCode: 'WINTER24', rejected: { code: 'WINTER24', reason: 'VOUCHER_EXPIRED' } },
};
