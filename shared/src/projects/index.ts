export * from './constants.ts';
export * from './schemas.ts';
export * from './grouping.ts';
export * from './search.ts';
