export * from './constants.ts';
export * from './schemas.ts';
export * from './quotas.ts';
export * from './order.ts';
export * from './quality.ts';
export * from './feasibility.ts';
