import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField.tsx';

function German({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="de" defaultLocale="de">
      {children}
    </IntlProvider>
  );
}

const formatError = 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.';
const impossibleError = 'Dieses Datum gibt es nicht. Bitte prüfen Sie Tag und Monat.';

describe('DateField', () => {
  it('is a text box named by its label that shows the expected format', () => {
    render(<DateField label="Von" />, { wrapper: German });
    expect(screen.getByRole('textbox', { name: 'Von' })).toHaveAttribute(
      'placeholder',
      'TT.MM.JJJJ',
    );
  });

  it('shows a short date with two-digit day and month on blur and hands on the ISO date', async () => {
    const onValueChange = vi.fn();
    render(<DateField label="Von" onValueChange={onValueChange} />, { wrapper: German });
    const input = screen.getByRole('textbox', { name: 'Von' });
    await userEvent.type(input, '1.3.2027');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(input).toHaveValue('01.03.2027');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2027-03-01');
  });

  it('completes a month and year to the first of the month, and a year to 1 January', async () => {
    const onValueChange = vi.fn();
    render(<DateField label="Von" onValueChange={onValueChange} />, { wrapper: German });
    const input = screen.getByRole('textbox', { name: 'Von' });
    await userEvent.type(input, '3.2027');
    await userEvent.tab();
    expect(input).toHaveValue('01.03.2027');
    await userEvent.clear(input);
    await userEvent.type(input, '2028');
    await userEvent.tab();
    expect(input).toHaveValue('01.01.2028');
    expect(onValueChange.mock.calls).toEqual([['2027-03-01'], ['2028-01-01']]);
  });

  it('keeps an impossible date as typed, explains it and hands on nothing', async () => {
    const onValueChange = vi.fn();
    render(<DateField label="Von" onValueChange={onValueChange} />, { wrapper: German });
    const input = screen.getByRole('textbox', { name: 'Von' });
    await userEvent.type(input, '31.02.2027');
    await userEvent.tab();
    expect(input).toHaveValue('31.02.2027');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(impossibleError);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it.each([
    ['morgen', formatError],
    ['1.3.27', formatError],
    ['13.2027', impossibleError],
  ])('explains why %s is no date and hands on nothing', async (typed, explanation) => {
    const onValueChange = vi.fn();
    render(<DateField label="Von" defaultValue="2027-01-15" onValueChange={onValueChange} />, {
      wrapper: German,
    });
    const input = screen.getByRole('textbox', { name: 'Von' });
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(explanation);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('takes the complaint back as soon as the text is a date again', async () => {
    render(<DateField label="Von" />, { wrapper: German });
    const input = screen.getByRole('textbox', { name: 'Von' });
    await userEvent.type(input, '1.3.27');
    await userEvent.tab();
    expect(input).toBeInvalid();
    await userEvent.type(input, '27');
    expect(input).not.toBeInvalid();
    expect(screen.queryByText(formatError)).not.toBeInTheDocument();
  });

  it('hands on null when the date is emptied', async () => {
    const onValueChange = vi.fn();
    render(<DateField label="Bis" defaultValue="2027-05-10" onValueChange={onValueChange} />, {
      wrapper: German,
    });
    const input = screen.getByRole('textbox', { name: 'Bis' });
    expect(input).toHaveValue('10.05.2027');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('does not hand on the same date twice', async () => {
    const onValueChange = vi.fn();
    render(<DateField label="Von" defaultValue="2027-03-01" onValueChange={onValueChange} />, {
      wrapper: German,
    });
    const input = screen.getByRole('textbox', { name: 'Von' });
    await userEvent.clear(input);
    await userEvent.type(input, '1.3.2027');
    await userEvent.tab();
    expect(input).toHaveValue('01.03.2027');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('hands on the date when Enter is pressed, before a surrounding form submits', async () => {
    const calls: string[] = [];
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          calls.push('submit');
        }}
      >
        <DateField label="Von" onValueChange={(iso) => calls.push(`value ${iso}`)} />
      </form>,
      { wrapper: German },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Von' }), '5.6.2027{Enter}');
    expect(calls).toEqual(['value 2027-06-05', 'submit']);
    expect(screen.getByRole('textbox')).toHaveValue('05.06.2027');
  });

  it('shows an error given from outside, unless its own format error is more to the point', async () => {
    render(
      <DateField
        label="Von"
        defaultValue="2020-01-01"
        error="Das Datum liegt in der Vergangenheit."
      />,
      {
        wrapper: German,
      },
    );
    const input = screen.getByRole('textbox', { name: 'Von' });
    expect(input).toHaveAccessibleDescription('Das Datum liegt in der Vergangenheit.');
    await userEvent.clear(input);
    await userEvent.type(input, 'gestern');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(formatError);
  });

  it('follows a controlled value, e.g. when a form is reset', async () => {
    const onValueChange = vi.fn();
    function SearchDates() {
      const [from, setFrom] = useState<string | null>('2027-02-01');
      return (
        <>
          <DateField
            label="Von"
            value={from}
            onValueChange={(iso) => {
              onValueChange(iso);
              setFrom(iso);
            }}
          />
          <button type="button" onClick={() => setFrom('2027-01-01')}>
            Zurücksetzen
          </button>
        </>
      );
    }
    render(<SearchDates />, { wrapper: German });
    const input = screen.getByRole('textbox', { name: 'Von' });
    expect(input).toHaveValue('01.02.2027');
    await userEvent.clear(input);
    await userEvent.type(input, '2.2.2027');
    await userEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2027-02-02');
    expect(input).toHaveValue('01.01.2027');
  });
});
