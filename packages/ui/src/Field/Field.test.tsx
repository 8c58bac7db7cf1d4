import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Field } from './Field.tsx';

function German({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="de" defaultLocale="de">
      {children}
    </IntlProvider>
  );
}

describe('Field', () => {
  it('names the control by its label', () => {
    render(<Field label="E-Mail">{(control) => <input {...control} />}</Field>, {
      wrapper: German,
    });
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeInTheDocument();
  });

  it('describes the control with the help text and, when there is one, the error', () => {
    render(
      <Field label="E-Mail" help="Wir schreiben Ihnen nur zur Buchung." error="Bitte prüfen">
        {(control) => <input {...control} />}
      </Field>,
      { wrapper: German },
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Wir schreiben Ihnen nur zur Buchung. Bitte prüfen',
    );
  });

  it('marks the control invalid only while there is an error', () => {
    const { rerender } = render(
      <Field label="E-Mail">{(control) => <input {...control} />}</Field>,
      { wrapper: German },
    );
    expect(screen.getByRole('textbox')).not.toBeInvalid();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');

    rerender(
      <Field label="E-Mail" error="Bitte geben Sie eine gültige E-Mail-Adresse an!">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox')).toBeInvalid();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse an!',
    );
  });

  it('tells screen readers in words that a required field is required', () => {
    render(
      <Field label="Nachname" required>
        {(control) => <input {...control} />}
      </Field>,
      { wrapper: German },
    );
    const input = screen.getByRole('textbox', { name: 'Nachname Pflichtfeld' });
    expect(input).toBeRequired();
  });

  it('uses the given id for the control and disables it when the field is disabled', () => {
    render(
      <Field label="Ort" id="city" disabled>
        {(control) => <input {...control} />}
      </Field>,
      { wrapper: German },
    );
    const input = screen.getByRole('textbox', { name: 'Ort' });
    expect(input).toHaveAttribute('id', 'city');
    expect(input).toBeDisabled();
  });

  it('reads the aside, such as a character count, with the help text', () => {
    render(
      <Field label="Nachricht" help="Kurz und knapp" aside="0 / 500">
        {(control) => <textarea {...control} />}
      </Field>,
      { wrapper: German },
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Kurz und knapp 0 / 500');
  });

  it('gives the control the label id so a popup can be named by the same label', () => {
    render(
      <Field label="Ort">
        {(control, { labelId }) => (
          <>
            <input {...control} />
            <ul role="listbox" aria-labelledby={labelId} />
          </>
        )}
      </Field>,
      { wrapper: German },
    );
    expect(screen.getByRole('listbox', { name: 'Ort' })).toBeInTheDocument();
  });
});
