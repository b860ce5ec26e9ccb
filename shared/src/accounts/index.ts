export * from './fields.ts';
export * from './session.ts';
export * from './registration.ts';
export * from './users.ts';
export * from './clients.ts';
export * from './me.ts';
export * from './support-message.ts';
