import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { SpinnerButton, type SpinnerButtonProps } from './SpinnerButton.tsx';

function renderButton(props: SpinnerButtonProps) {
  return render(
    <IntlProvider locale="de" defaultLocale="de">
      <SpinnerButton {...props}>Kurs buchen</SpinnerButton>
    </IntlProvider>,
  );
}

/** A promise that the test settles when it wants to. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SpinnerButton', () => {
  it('calls the action once when double-clicked while the first call is pending', async () => {
    const action = deferred();
    const onClick = vi.fn(() => action.promise);
    renderButton({ onClick });
    await userEvent.dblClick(screen.getByRole('button', { name: /Kurs buchen/ }));
    await userEvent.click(screen.getByRole('button', { name: /Kurs buchen/ }));
    expect(onClick).toHaveBeenCalledOnce();
    action.resolve();
  });

  it('shows a spinner and is busy while the action is pending', async () => {
    const action = deferred();
    renderButton({ onClick: () => action.promise });
    const button = screen.getByRole('button', { name: 'Kurs buchen' });
    expect(button).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    action.resolve();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('resets when the action fails, so the user can try again', async () => {
    const onClick = vi.fn(() => Promise.reject(new Error('Zahlung abgelehnt')));
    renderButton({ onClick, onError: () => {} });
    const button = screen.getByRole('button', { name: 'Kurs buchen' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('hands the reason of a failed action to onError', async () => {
    const error = new Error('Zahlung abgelehnt');
    const onError = vi.fn();
    renderButton({ onClick: () => Promise.reject(error), onError });
    await userEvent.click(screen.getByRole('button', { name: 'Kurs buchen' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(error));
    expect(onError).toHaveBeenCalledOnce();
  });

  it('swallows a failure when there is no onError, leaving no unhandled rejection', async () => {
    renderButton({ onClick: () => Promise.reject(new Error('Zahlung abgelehnt')) });
    const button = screen.getByRole('button', { name: 'Kurs buchen' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  });

  it('calls a synchronous action on every click, without a spinner', async () => {
    const onClick = vi.fn();
    renderButton({ onClick });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Kurs buchen' }));
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the spinner and ignores clicks while loading is set from outside', async () => {
    const onClick = vi.fn();
    renderButton({ onClick, loading: true });
    const button = screen.getByRole('button', { name: /Kurs buchen/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
