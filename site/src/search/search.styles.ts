import styled from 'styled-components';
import { token } from '@kursmarkt/ui';

export const Page = styled.div`
  padding-block: ${token('space.xl')};
`;

/**
 * The shell's one breakpoint (the base theme's `breakpoint.md`, 48em; custom properties cannot
 * be used in media queries). Each part is hidden only inside a media query, so that a render
 * without them (the unit tests' document) shows both the phone's and the wide layout's parts.
 */
const narrow = '(width < 48em)';
const wide = '(min-width: 48em)';

/** Filters beside the results while there is room; on a phone behind the filter button. */
export const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xl')};
  align-items: flex-start;
`;

export const FilterPanel = styled.aside`
  flex: 1 1 calc(${token('size.cardMin')} * 0.9);
  min-width: 0;
  padding: ${token('space.md')};
  border: ${token('size.borderThin')} solid ${token('color.border.subtle')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.surface.raised')};

  @media ${narrow} {
    display: none;
  }
`;

/** On a phone, in place of the panel: one button above the results that opens the filters. */
export const PhoneFilters = styled.div`
  flex-basis: 100%;

  @media ${wide} {
    display: none;
  }
`;

export const Results = styled.section`
  flex: 3 1 calc(${token('size.cardMin')} * 2);
  min-width: 0;
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
  align-items: center;
  justify-content: space-between;
`;

/** Filter chips: facets with counts. */
export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FacetHeading = styled.h3`
  margin: 0 0 ${token('space.xs')};
  font-family: ${token('typography.family.body')};
  font-size: ${token('typography.size.sm')};
  font-weight: ${token('typography.weight.bold')};
  color: ${token('color.text.secondary')};
`;

export const TermRow = styled.div`
  display: flex;
  gap: ${token('space.sm')};
  align-items: flex-end;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
  margin-block: ${token('space.sm')};
`;

/** Term and value on one line each: "Dauer 5 Zeitstunden". */
export const CourseFacts = styled.dl`
  display: grid;
  gap: ${token('space.xxs')};
  margin: 0;
  font-size: ${token('typography.size.sm')};
  color: ${token('color.text.secondary')};

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space.xs')};
  }

  & dt {
    font-weight: ${token('typography.weight.bold')};
  }

  & dt::after {
    content: ':';
  }

  & dd {
    margin: 0;
  }
`;

export const CourseFooter = styled.div`
  display: flex;
  gap: ${token('space.xs')};
  align-items: baseline;
  justify-content: flex-end;
`;

/** An action of a result (the bookmark toggle): at the start of its footer, the price at the end. */
export const CourseAction = styled.div`
  margin-inline-end: auto;
  align-self: center;
`;

/** A result in the grid: the card fills its cell. */
export const ResultItem = styled.li`
  display: flex;

  & > * {
    flex: 1;
  }
`;

export const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${token('space.lg')};
`;
