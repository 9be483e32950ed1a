import type { BadgeTone } from '../../../../components/Badge/badgeTones.ts';
import type { AdminDashboardProps } from '../../types.ts';

export type EnterpriseTabProps = Pick<
  AdminDashboardProps,
  | 'organizations'
  | 'subscriptions'
  | 'billingSummary'
  | 'leads'
  | 'audit'
  | 'baseDomain'
  | 'onCreateOrganization'
  | 'onOrganizationAction'
  | 'onUpdateBranding'
  | 'onUpdateFeatureFlags'
  | 'onCopy'
>;

export const sections = ['organizations', 'billing', 'create', 'white-label', 'flags', 'leads', 'audit'] as const;
export type Section = (typeof sections)[number];

export const statusTone: Record<string, BadgeTone> = {
  active: 'positive',
  trial: 'info',
  suspended: 'caution',
  cancelled: 'critical',
  past_due: 'caution',
};
