export * from './issues.ts';
export * from './theme/index.ts';
