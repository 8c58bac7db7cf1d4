import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@kursmarkt/schemas';
import en from '../../lang/en.json';
import { Dialog } from './Dialog.tsx';

function renderIn(ui: ReactNode, locale: Locale = 'de') {
  return render(
    <IntlProvider locale={locale} defaultLocale="de" messages={locale === 'en' ? en : {}}>
      {ui}
    </IntlProvider>,
  );
}

const trigger = <button type="button">Stornieren</button>;

describe('Dialog', () => {
  it('stays closed until its trigger is activated, then is a modal dialog named by its title', async () => {
    renderIn(
      <Dialog
        trigger={trigger}
        title="Buchung stornieren?"
        description="Bis 14 Tage vor Beginn kostenfrei."
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Buchung stornieren?' });
    // Modal: the page behind is hidden from assistive technology while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Stornieren' })).not.toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Bis 14 Tage vor Beginn kostenfrei.');
  });

  it('has no description when none is given', () => {
    renderIn(<Dialog defaultOpen title="Hinweis" />);
    expect(screen.getByRole('dialog', { name: 'Hinweis' })).not.toHaveAttribute('aria-describedby');
  });

  it('labels its close button from the ui catalog in German and English', () => {
    const { unmount } = renderIn(<Dialog defaultOpen title="Hinweis" />);
    expect(screen.getByRole('button', { name: 'Dialog schließen' })).toBeInTheDocument();
    unmount();
    renderIn(<Dialog defaultOpen title="Notice" />, 'en');
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });

  it('puts focus on the first control of the body rather than the close button', async () => {
    renderIn(
      <Dialog trigger={trigger} title="Gutschein">
        <label>
          Code <input />
        </label>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus());
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderIn(<Dialog trigger={trigger} title="Hinweis" onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Stornieren' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Stornieren' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes from the close button and from a footer action wrapped in Dialog.Close', async () => {
    const user = userEvent.setup();
    renderIn(
      <Dialog
        trigger={trigger}
        title="Hinweis"
        footer={
          <Dialog.Close>
            <button type="button">Behalten</button>
          </Dialog.Close>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Stornieren' }));
    await user.click(screen.getByRole('button', { name: 'Dialog schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Stornieren' }));
    await user.click(screen.getByRole('button', { name: 'Behalten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows a controlled open state', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderIn(
      <Dialog open={false} onOpenChange={onOpenChange} title="Hinweis" />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <IntlProvider locale="de" defaultLocale="de">
        <Dialog open onOpenChange={onOpenChange} title="Hinweis" />
      </IntlProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Hinweis' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dialog schließen' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Hinweis' })).toBeInTheDocument();
  });
});
