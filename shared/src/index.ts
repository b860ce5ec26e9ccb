export * from './contracts/index.ts';
export * from './platform/health.ts';
export * from './platform/openapi.ts';
export * from './platform/env.ts';
export * from './i18n/index.ts';
export * from './auth/permissions.ts';
export * from './platform/runtime-config.ts';
