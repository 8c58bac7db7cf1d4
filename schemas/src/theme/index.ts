export * from './tokens.ts';
export * from './merge.ts';
export * from './css.ts';
export * from './contrast.ts';
