export * from './rules/index.ts';
export * from './issues.ts';
export * from './storable.ts';
export * from './theme/index.ts';
export * from './domain/index.ts';
export * from './api/index.ts';
