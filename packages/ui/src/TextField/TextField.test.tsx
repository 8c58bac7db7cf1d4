import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

function German({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="de" defaultLocale="de">
      {children}
    </IntlProvider>
  );
}

describe('TextField', () => {
  it('is a text input named by its label', () => {
    render(<TextField label="Vorname" />, { wrapper: German });
    const input = screen.getByRole('textbox', { name: 'Vorname' });
    expect(input).toHaveAttribute('type', 'text');
  });

  it('takes the given input type, e.g. email for the matching keyboard and autofill', () => {
    render(<TextField label="E-Mail" type="email" />, { wrapper: German });
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('type', 'email');
  });

  it('keeps its own text when uncontrolled and reports every change', async () => {
    const onChange = vi.fn();
    render(<TextField label="Ort" defaultValue="Kö" onChange={onChange} />, { wrapper: German });
    const input = screen.getByRole('textbox', { name: 'Ort' });
    await userEvent.type(input, 'ln');
    expect(input).toHaveValue('Köln');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows the value it is given when controlled', async () => {
    function Uppercase() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Gutscheincode"
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
        />
      );
    }
    render(<Uppercase />, { wrapper: German });
    const input = screen.getByRole('textbox', { name: 'Gutscheincode' });
    await userEvent.type(input, 'herbst');
    expect(input).toHaveValue('HERBST');
  });

  it('forwards its ref to the input, so a form can focus it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Telefon" type="tel" ref={ref} />, { wrapper: German });
    ref.current?.focus();
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveFocus();
  });

  it('shows an error as the description of an invalid input', () => {
    render(
      <TextField label="E-Mail" help="Für die Rechnung" error="Bitte prüfen Sie die Adresse." />,
      {
        wrapper: German,
      },
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Für die Rechnung Bitte prüfen Sie die Adresse.');
  });

  it('does not take input when disabled', async () => {
    render(<TextField label="Ort" disabled />, { wrapper: German });
    const input = screen.getByRole('textbox', { name: 'Ort' });
    await userEvent.type(input, 'Bonn');
    expect(input).toHaveValue('');
  });

  it('is marked required with the required text in its name', () => {
    render(<TextField label="Nachname" required />, { wrapper: German });
    expect(screen.getByRole('textbox', { name: 'Nachname Pflichtfeld' })).toBeRequired();
  });
});
