import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea.tsx';

function German({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="de" defaultLocale="de">
      {children}
    </IntlProvider>
  );
}

describe('TextArea', () => {
  it('is a multi-line text box named by its label, four rows high by default', () => {
    render(<TextArea label="Nachricht" />, { wrapper: German });
    const textArea = screen.getByRole('textbox', { name: 'Nachricht' });
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(textArea).toHaveAttribute('rows', '4');
  });

  it('shows no character count without a maximum length', () => {
    render(<TextArea label="Nachricht" defaultValue="Hallo" />, { wrapper: German });
    expect(screen.queryByText(/\//)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('counts the characters of an uncontrolled text area as the user types', async () => {
    render(<TextArea label="Nachricht" maxLength={500} defaultValue="Guten Tag" />, {
      wrapper: German,
    });
    expect(screen.getByText('9 / 500')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), ', Frau');
    expect(screen.getByText('15 / 500')).toBeInTheDocument();
  });

  it('counts the characters of the value it is given when controlled', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('Anmerkung');
      return (
        <TextArea
          label="Anmerkung"
          maxLength={200}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setValue(event.target.value.trim());
          }}
        />
      );
    }
    render(<Controlled />, { wrapper: German });
    expect(screen.getByText('9 / 200')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), ' ');
    expect(onChange).toHaveBeenCalledWith('Anmerkung ');
    expect(screen.getByText('9 / 200')).toBeInTheDocument();
  });

  it('reads the count in words with the help text', () => {
    render(<TextArea label="Nachricht" help="Optional" maxLength={500} defaultValue="Hallo" />, {
      wrapper: German,
    });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Optional 5 von 500 Zeichen');
  });

  it('stops taking text at the maximum length', async () => {
    render(<TextArea label="Kurz" maxLength={5} />, { wrapper: German });
    await userEvent.type(screen.getByRole('textbox'), 'Kanzlei');
    expect(screen.getByRole('textbox')).toHaveValue('Kanzl');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
  });

  it('shows an error, marks itself invalid and forwards its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Nachricht" rows={6} error="Bitte kürzer fassen." ref={ref} />, {
      wrapper: German,
    });
    const textArea = screen.getByRole('textbox', { name: 'Nachricht' });
    expect(textArea).toBeInvalid();
    expect(textArea).toHaveAccessibleDescription('Bitte kürzer fassen.');
    expect(textArea).toHaveAttribute('rows', '6');
    expect(ref.current).toBe(textArea);
  });
});
