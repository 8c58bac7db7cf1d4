export {
  RadioGroup,
  type RadioGroupAppearance,
  type RadioGroupOption,
  type RadioGroupOrientation,
  type RadioGroupProps,
} from './RadioGroup.tsx';
