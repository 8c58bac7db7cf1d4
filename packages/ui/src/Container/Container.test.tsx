import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container.tsx';

describe('Container', () => {
  it('renders its content in a div by default', () => {
    render(<Container>Kursübersicht</Container>);
    expect(screen.getByText('Kursübersicht').tagName).toBe('DIV');
  });

  it('can be the main landmark of a page', () => {
    render(<Container as="main">Kursübersicht</Container>);
    expect(screen.getByRole('main')).toHaveTextContent('Kursübersicht');
  });

  it('passes attributes such as aria-labelledby through to the element', () => {
    render(
      <Container as="section" aria-labelledby="titel">
        <h2 id="titel">Neue Kurse</h2>
      </Container>,
    );
    expect(screen.getByRole('region', { name: 'Neue Kurse' })).toBeInTheDocument();
  });
});
