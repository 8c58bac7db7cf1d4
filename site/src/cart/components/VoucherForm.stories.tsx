import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VoucherForm } from './VoucherForm.tsx';
import { withSiteTexts } from './story-intl.tsx';

const meta = {
  title: 'Cart/VoucherForm',
  component: VoucherForm,
  decorators: [withSiteTexts],
  args: {
    appliedCode: null,
    rejected: null,
    onApply: fn(async () => undefined),
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
  args: { rejected: { code: 'WINTER24', reason: 'VOUCHER_EXPIRED' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      /WINTER24: (Dieser Gutschein ist abgelaufen|This voucher has expired)/,
    );
  },
};

export const Applied: Story = {
  args: { appliedCode: 'WILLKOMMEN10' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /Gutschein entfernen|Remove voucher/ }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('WILLKOMMEN10');
  },
};

export const AppliedButUnused: Story = { args: { appliedCode: 'HANSE15', unused: true } };

export const Guest: Story = { args: { guest: true, appliedCode: 'WILLKOMMEN10' } };
