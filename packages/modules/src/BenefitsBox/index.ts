export { BenefitsBox, BenefitsBox as default, type BenefitsBoxProps } from './BenefitsBox.tsx';
