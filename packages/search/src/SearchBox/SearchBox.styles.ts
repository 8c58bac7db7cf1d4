import { Heading, token } from '@kursmarkt/ui';
import styled from 'styled-components';

/** The box on the start page: a raised panel that holds the tabs. */
export const Panel = styled.section`
  padding: ${token('space.lg')};
  border: ${token('size.borderThin')} solid ${token('color.border.subtle')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.surface.raised')};
  box-shadow: ${token('shadow.md')};
`;

/** The tab panels' content sits a little below the tab row. */
export const TabBody = styled.div`
  padding-block-start: ${token('space.lg')};
`;

/** The top scopes as equal buttons, as many per row as fit. */
export const ScopeGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, calc(${token('size.cardMin')} * 0.75)), 1fr)
  );
  gap: ${token('space.sm')};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
  }

  & > li > button {
    flex: 1;
    white-space: normal;
    text-align: center;
  }
`;

/** Fields that share a row while there is room and stack on narrow screens. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.md')};
  align-items: flex-start;

  & > * {
    flex: 1 1 calc(${token('size.cardMin')} * 0.75);
    min-width: 0;
  }
`;

/** The city takes two parts of the row, the radius one. */
export const CityRadiusRow = styled(FieldRow)`
  & > :first-child {
    flex-grow: 2;
  }
`;

/** Step 2's heading row: the chosen scope and the way back to step 1. */
export const StepHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
  align-items: center;
  justify-content: space-between;
`;

/** The heading of a step takes focus when the step changes: a ring only for keyboard users. */
export const StepHeading = styled(Heading)`
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

export const StepLabel = styled.span`
  display: block;
  font-family: ${token('typography.family.body')};
  font-size: ${token('typography.size.sm')};
  font-weight: ${token('typography.weight.regular')};
  color: ${token('color.text.secondary')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
  padding-block-start: ${token('space.sm')};
`;
