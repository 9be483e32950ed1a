export * from './chat.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './endpoints.ts';
export * from './i18n.ts';
export * from './public.ts';
export * from './shipments.ts';
export * from './users.ts';
