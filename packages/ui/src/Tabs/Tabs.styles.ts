import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { token } from '../tokens.ts';

export const List = styled(RadixTabs.List)`
  display: flex;
  /* A tab that does not fit beside the others goes to the next row, whole: on a phone a long
     label ("Für Kanzleimitarbeitende") was cut off in a list that scrolled sideways. */
  flex-wrap: wrap;
  gap: ${token('space.xs')};
  /* Inset shadows instead of borders: the active underline paints over the list's line. */
  box-shadow: inset 0 calc(-1 * ${token('size.borderThin')}) 0 ${token('color.border.default')};
`;

export const Trigger = styled(RadixTabs.Trigger)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  min-height: ${token('size.controlMd')};
  padding: 0 ${token('space.md')};
  border: 0;
  border-radius: ${token('radius.sm')} ${token('radius.sm')} 0 0;
  background: transparent;
  color: ${token('color.text.secondary')};
  font: inherit;
  font-weight: ${token('typography.weight.medium')};
  line-height: ${token('typography.lineHeight.tight')};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    box-shadow ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &:hover:not(:disabled) {
    color: ${token('color.text.primary')};
    box-shadow: inset 0 calc(-1 * ${token('size.borderThick')}) 0 ${token('color.border.strong')};
  }
  &[data-state='active'],
  &[data-state='active']:hover {
    color: ${token('color.text.primary')};
    box-shadow: inset 0 calc(-1 * ${token('size.borderThick')}) 0 ${token('color.brand.primary')};
  }
  /* Drawn inside the tab, so that it covers neither the tab beside it nor the row below. */
  &:focus-visible {
    outline-offset: calc(-1 * ${token('size.focusRing')});
  }
  &:disabled {
    opacity: ${token('opacity.disabled')};
    cursor: not-allowed;
  }
`;

export const Panel = styled(RadixTabs.Content)`
  padding-top: ${token('space.md')};
`;
