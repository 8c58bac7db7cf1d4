import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid.tsx';

describe('Grid', () => {
  it('lays out a fixed number of columns through a custom property', () => {
    render(
      <Grid data-testid="grid" columns={3}>
        <div>A</div>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveAttribute('data-layout', 'columns');
    expect(grid.style.getPropertyValue('--grid-columns')).toBe('3');
  });

  it('fills rows with as many items as fit at the minimum item width token', () => {
    render(
      <Grid data-testid="grid" minItemWidth="size.dialog" gap="lg">
        <div>A</div>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveAttribute('data-layout', 'auto');
    expect(grid).toHaveAttribute('data-gap', 'lg');
    expect(grid.style.getPropertyValue('--grid-min-item-width')).toBe('var(--size-dialog)');
  });

  it('keeps the caller’s inline styles next to its own custom property', () => {
    render(<Grid data-testid="grid" columns={2} style={{ marginTop: 0 }} />);
    const grid = screen.getByTestId('grid');
    expect(grid.style.marginTop).toBe('0px');
    expect(grid.style.getPropertyValue('--grid-columns')).toBe('2');
  });

  it('renders a list when its children are list items', () => {
    render(
      <Grid as="ol" columns={2}>
        <li>Mietrecht</li>
        <li>Erbrecht</li>
      </Grid>,
    );
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
