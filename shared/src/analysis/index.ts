export * from './bands.ts';
export * from './constants.ts';
export * from './cpm.ts';
export * from './legacy.ts';
export * from './norms.ts';
export * from './read.ts';
export * from './schemas.ts';
export * from './warnings.ts';
