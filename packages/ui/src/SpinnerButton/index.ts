export { SpinnerButton, type SpinnerButtonProps } from './SpinnerButton.tsx';
