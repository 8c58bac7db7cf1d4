import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('renders a plain container by default, with no landmark or article role', () => {
    render(<Card data-testid="card">Inhalt</Card>);
    expect(screen.getByTestId('card').tagName).toBe('DIV');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('renders an article when asked, named by its heading', () => {
    render(
      <Card as="article" aria-labelledby="kurs-1">
        <Card.Header>
          <h3 id="kurs-1">Mietrecht kompakt</h3>
        </Card.Header>
        <Card.Body>Online-Seminar, 5 Stunden nach § 15 FAO</Card.Body>
        <Card.Footer>249 €</Card.Footer>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Mietrecht kompakt' });
    expect(article).toHaveTextContent('Online-Seminar, 5 Stunden nach § 15 FAO');
    expect(article).toHaveTextContent('249 €');
  });

  it('marks an interactive card so the styles can lift it on hover and focus', () => {
    render(
      <>
        <Card data-testid="statisch">A</Card>
        <Card data-testid="klickbar" interactive>
          B
        </Card>
      </>,
    );
    expect(screen.getByTestId('statisch')).toHaveAttribute('data-interactive', 'false');
    expect(screen.getByTestId('klickbar')).toHaveAttribute('data-interactive', 'true');
  });
});
