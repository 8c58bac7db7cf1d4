import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %i as a heading of that level', (level) => {
    render(<Heading level={level}>Fachanwalt Arbeitsrecht</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Fachanwalt Arbeitsrecht' })).toBe(
      document.querySelector(`h${level}`),
    );
  });

  it('picks a size from the level when none is given', () => {
    render(
      <>
        <Heading level={1}>Kurse</Heading>
        <Heading level={3}>Termine</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('data-size', 'xxl');
    expect(screen.getByRole('heading', { level: 3 })).toHaveAttribute('data-size', 'lg');
  });

  it('keeps the level when a different size is asked for', () => {
    render(
      <Heading level={2} size="xxxl">
        Fortbildung, die zählt
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveAttribute('data-size', 'xxxl');
  });
});
