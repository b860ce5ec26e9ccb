export * from './api/routes.ts';
export * from './api/errors.ts';
export * from './api/health.ts';
export * from './platform/env.ts';
export * from './i18n/index.ts';
export * from './auth/permissions.ts';
export * from './platform/runtime-config.ts';
