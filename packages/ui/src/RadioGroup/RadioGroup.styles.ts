import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import styled from 'styled-components';
import { token } from '../tokens.ts';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  min-width: 0;
`;

export const GroupLabel = styled.div`
  font-weight: ${token('typography.weight.medium')};
  line-height: ${token('typography.lineHeight.tight')};
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${token('space.xxs')};
  color: ${token('color.state.danger')};
`;

export const HelpText = styled.p`
  margin: 0;
  color: ${token('color.text.secondary')};
  font-size: ${token('typography.size.sm')};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${token('color.state.danger')};
  font-size: ${token('typography.size.sm')};
  font-weight: ${token('typography.weight.medium')};
`;

export const Root = styled(RadixRadioGroup.Root)`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  margin-top: ${token('space.xxs')};

  &[data-appearance='list'][aria-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${token('space.lg')};
  }

  &[data-appearance='segmented'] {
    display: inline-flex;
    flex-direction: row;
    /* On a narrow screen the options take a second row instead of widening the page. */
    flex-wrap: wrap;
    align-self: flex-start;
    max-width: 100%;
    gap: ${token('space.xxs')};
    padding: ${token('space.xxs')};
    border: ${token('size.borderThin')} solid ${token('color.border.strong')};
    border-radius: ${token('radius.md')};
    background: ${token('color.surface.raised')};
  }
  &[data-appearance='segmented'][aria-orientation='vertical'] {
    flex-direction: column;
    align-items: stretch;
  }
  &[data-appearance='segmented'][aria-invalid='true'],
  &[data-appearance='list'][aria-invalid='true'] [role='radio'] {
    border-color: ${token('color.state.danger')};
  }
`;

export const Option = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${token('space.sm')};
  row-gap: ${token('space.xxs')};

  & > p {
    grid-column: 2;
  }
`;

export const Radio = styled(RadixRadioGroup.Item)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(${token('size.iconSm')} + ${token('space.xs')});
  height: calc(${token('size.iconSm')} + ${token('space.xs')});
  padding: 0;
  border: ${token('size.borderThick')} solid ${token('color.border.strong')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.surface.raised')};
  cursor: pointer;
  transition: border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &:hover:not(:disabled),
  &[data-state='checked'] {
    border-color: ${token('color.brand.primary')};
  }
  &:disabled {
    opacity: ${token('opacity.disabled')};
    cursor: not-allowed;
  }
`;

export const Indicator = styled(RadixRadioGroup.Indicator)`
  display: block;
  width: 50%;
  height: 50%;
  border-radius: ${token('radius.pill')};
  background: ${token('color.brand.primary')};
`;

export const OptionLabel = styled.label`
  cursor: pointer;

  &[data-disabled='true'] {
    opacity: ${token('opacity.disabled')};
    cursor: not-allowed;
  }
`;

export const Segment = styled(RadixRadioGroup.Item)`
  flex: 1 1 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${token('size.controlMd')};
  padding: 0 ${token('space.md')};
  border: 0;
  border-radius: ${token('radius.sm')};
  background: transparent;
  color: ${token('color.text.primary')};
  font: inherit;
  font-weight: ${token('typography.weight.medium')};
  line-height: ${token('typography.lineHeight.tight')};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &:hover:not(:disabled) {
    background: ${token('color.surface.brandSubtle')};
  }
  &[data-state='checked'],
  &[data-state='checked']:hover {
    background: ${token('color.brand.primary')};
    color: ${token('color.text.onBrand')};
  }
  &:disabled {
    opacity: ${token('opacity.disabled')};
    cursor: not-allowed;
  }
`;
