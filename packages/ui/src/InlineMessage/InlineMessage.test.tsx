import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineMessage } from './InlineMessage.tsx';

describe('InlineMessage', () => {
  it('describes the field that names it in aria-describedby', () => {
    render(
      <>
        <label htmlFor="email">E-Mail</label>
        <input id="email" aria-describedby="email-error" aria-invalid="true" />
        <InlineMessage id="email-error" tone="danger">
          Bitte eine gültige E-Mail-Adresse eingeben.
        </InlineMessage>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(
      'Bitte eine gültige E-Mail-Adresse eingeben.',
    );
  });

  it('is an info message by default and exposes its tone for the styles', () => {
    const { container } = render(<InlineMessage id="hint">Pflichtfeld</InlineMessage>);
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'info');
  });

  it('keeps its icon out of the description, so only the text is read', () => {
    const { container } = render(
      <InlineMessage id="saved" tone="success">
        Gespeichert
      </InlineMessage>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
