import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';

describe('Text', () => {
  it('renders a paragraph by default', () => {
    render(<Text>Alle Kurse sind nach § 15 FAO anerkannt.</Text>);
    expect(screen.getByText('Alle Kurse sind nach § 15 FAO anerkannt.').tagName).toBe('P');
  });

  it('renders the element named by as, so importance reaches assistive technology', () => {
    render(<Text as="strong">Nur noch 2 Plätze frei</Text>);
    expect(screen.getByText('Nur noch 2 Plätze frei').tagName).toBe('STRONG');
  });

  it('exposes size, tone and weight as data attributes that the styles select on', () => {
    render(
      <Text size="sm" tone="danger" weight="medium">
        Bitte geben Sie eine E-Mail-Adresse ein.
      </Text>,
    );
    const text = screen.getByText('Bitte geben Sie eine E-Mail-Adresse ein.');
    expect(text).toHaveAttribute('data-size', 'sm');
    expect(text).toHaveAttribute('data-tone', 'danger');
    expect(text).toHaveAttribute('data-weight', 'medium');
  });

  it('sets no size, tone or weight when none is given, so the surroundings apply', () => {
    render(<Text>Geerbt</Text>);
    const text = screen.getByText('Geerbt');
    expect(text).not.toHaveAttribute('data-size');
    expect(text).not.toHaveAttribute('data-tone');
    expect(text).not.toHaveAttribute('data-weight');
  });

  it('passes other attributes such as id through to the element', () => {
    render(<Text id="hinweis">Hinweis</Text>);
    expect(screen.getByText('Hinweis')).toHaveAttribute('id', 'hinweis');
  });
});
