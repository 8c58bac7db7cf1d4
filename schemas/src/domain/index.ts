export * from './countries.ts';
export * from './enums.ts';
export * from './modules.ts';
export * from './config.ts';
export * from './seller.ts';
export * from './messages.ts';
