import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('stacks its children in a column with the md gap by default', () => {
    render(
      <Stack data-testid="stack">
        <span>Ort</span>
        <span>Datum</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveAttribute('data-direction', 'column');
    expect(stack).toHaveAttribute('data-gap', 'md');
    expect(getComputedStyle(stack).flexDirection).toBe('column');
    expect(getComputedStyle(stack).gap).toBe('var(--space-md)');
  });

  it('lays out a wrapping row with the given gap, alignment and distribution', () => {
    render(
      <Stack data-testid="stack" direction="row" gap="xs" align="center" justify="between" wrap>
        <span>Zurück</span>
        <span>Weiter</span>
      </Stack>,
    );
    const style = getComputedStyle(screen.getByTestId('stack'));
    expect(style.flexDirection).toBe('row');
    expect(style.gap).toBe('var(--space-xs)');
    expect(style.alignItems).toBe('center');
    expect(style.justifyContent).toBe('space-between');
    expect(style.flexWrap).toBe('wrap');
  });

  it('renders a list when its children are list items', () => {
    render(
      <Stack as="ul">
        <li>Arbeitsrecht</li>
        <li>Familienrecht</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
