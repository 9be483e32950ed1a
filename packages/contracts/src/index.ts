// Must stay first: configures Zod before the schemas below are built.
import './zod-setup.ts';

export * from './admin.ts';
export * from './billing.ts';
export * from './chat.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './dashboard.ts';
export * from './data-rights.ts';
export * from './endpoints.ts';
export * from './fleet.ts';
export * from './fleet-dashboard.ts';
export * from './fleet-maintenance.ts';
export * from './fleet-positions.ts';
export * from './fleet-route.ts';
export * from './fleet-trips.ts';
export * from './i18n.ts';
export * from './openapi.ts';
export * from './organizations.ts';
export * from './public.ts';
export * from './shipments.ts';
export * from './support.ts';
export * from './team.ts';
export * from './text.ts';
export * from './two-factor.ts';
export * from './users.ts';
export * from './widget.ts';
