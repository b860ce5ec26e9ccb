export * from './measurement.ts';
export * from './model.ts';
export * from './respondent.ts';
export * from './sessions.ts';
export * from './truth.ts';
