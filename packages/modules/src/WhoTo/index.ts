export { WhoTo, WhoTo as default, type WhoToProps } from './WhoTo.tsx';
