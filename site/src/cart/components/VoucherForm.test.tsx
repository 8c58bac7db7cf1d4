import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { VoucherForm, type VoucherRejection } from './VoucherForm.tsx';

const renderForm = (onApply: (code: string) => Promise<VoucherRejection | null>) =>
  render(
    <IntlProvider locale="de" defaultLocale="de" messages={{}}>
      <VoucherForm storedCode={null} rejected={null} onApply={onApply} onRemove={vi.fn()} />
    </IntlProvider>,
  );

describe('VoucherForm', () => {
  it('refuses a code of other characters at the field by the shared rule, without asking the cart', async () => {
    const onApply = vi.fn(async () => null);
    renderForm(onApply);
    await userEvent.type(screen.getByRole('textbox', { name: 'Gutscheincode' }), 'WINTER 24!');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));

    const field = screen.getByRole('textbox', { name: 'Gutscheincode' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      'Bitte geben Sie einen Code aus Buchstaben, Ziffern oder Bindestrichen ein.',
    );
    expect(field).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('enters the code without the spaces around it and empties the field when the cart keeps it', async () => {
    const onApply = vi.fn(async () => null);
    renderForm(onApply);
    await userEvent.type(screen.getByRole('textbox', { name: 'Gutscheincode' }), ' willkommen10 ');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(onApply).toHaveBeenCalledWith('willkommen10'));
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue(''));
  });

  it('says at the field why the cart refused a code, and keeps the code to correct', async () => {
    renderForm(async (code) => ({ code, reason: 'VOUCHER_EXPIRED' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Gutscheincode' }), 'WINTER24');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));

    const field = screen.getByRole('textbox', { name: 'Gutscheincode' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('WINTER24: Dieser Gutschein ist abgelaufen.'),
    );
    expect(field).toHaveValue('WINTER24');
  });
});
