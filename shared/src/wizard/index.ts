export * from './audience.ts';
export * from './steps.ts';
