import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '@kursmarkt/ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space.xs')} ${token('space.lg')};
  margin: 0;

  dt {
    font-weight: ${token('typography.weight.medium')};
    color: ${token('color.text.secondary')};
  }

  dd {
    margin: 0;
  }

  address {
    font-style: normal;
  }

  /* On a phone each value goes under its label: beside it, a long label left it no room. */
  @media (width < 30em) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;

    dd + dt {
      margin-top: ${token('space.sm')};
    }
  }
`;

export type Fact = { label: string; value: ReactNode };

/** Label and value pairs, e.g. a course's type, category and duration, as a description list. */
export function FactList({ facts, ...rest }: { facts: readonly Fact[]; 'aria-label'?: string }) {
  return (
    <List {...rest}>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
