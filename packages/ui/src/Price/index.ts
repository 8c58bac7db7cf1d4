export { Price, type PriceProps, type PriceSize } from './Price.tsx';
