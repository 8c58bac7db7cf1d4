export * from './issues.ts';
export * from './theme/index.ts';
export * from './domain/index.ts';
export * from './api/index.ts';
