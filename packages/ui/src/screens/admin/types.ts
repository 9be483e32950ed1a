import type {
  AdminStatistics,
  AuditEntryDto,
  BillingPlan,
  BillingSummary,
  Feature,
  Health,
  Language,
  LanguageCode,
  ManagedUser,
  OrganizationDto,
  OrgFeatureFlag,
  OrgTier,
  SubscriptionDto,
} from '@qafila/contracts';
import type { ReactNode } from 'react';
import type { ActionResult } from '../../actions/ActionResult.ts';

/** What an admin action came to: done (with the server's message, if any), or refused (with the server's error). */
export type AdminResult = ActionResult<{ message?: string | undefined }>;

/** The six tabs of the admin dashboard (spec 001 §2), in order. */
export const adminTabs = ['users', 'enterprise', 'features', 'billing', 'monitoring', 'statistics'] as const;
export type AdminTab = (typeof adminTabs)[number];

/** Individual users are forced to the starter plan, enterprise users to the enterprise plan (spec 001 §4). */
export type UserKind = 'individual' | 'enterprise';

/** The Create Individual/Enterprise User form (spec 001 §2 "Dialogs"). */
export interface NewUserInput {
  username: string;
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  /** Enterprise users only. */
  companyName: string;
}

/** The Edit User form. */
export interface EditUserInput {
  username: string;
  email: string;
  name: string;
  companyName: string;
  phoneNumber: string;
  planType: ManagedUser['planType'];
}

/** The create-organization form (spec 001 §3 "New organization form"). */
export interface NewOrganizationInput {
  name: string;
  subdomain: string;
  subscriptionTier: OrgTier;
  customDomain: string;
  adminEmail: string;
  adminName: string;
}

/** A created organization's first administrator: the generated password is shown once. */
export interface CreatedOrganization {
  organization: OrganizationDto;
  admin: { username: string; email: string; password: string };
}

/** The white-label settings of an organization; null clears an optional one. */
export interface BrandingInput {
  primaryColor: string;
  logoUrl: string | null;
  displayName: string | null;
}

export type OrganizationAction = 'suspend' | 'reactivate' | 'cancel';

/** A demo request from the public contact form. */
export interface AdminLead {
  id: number;
  name: string;
  company: string;
  email: string;
  companySize: string;
  message: string;
  language: 'en' | 'ar';
  createdAt: string;
}

/** Live figures of the SRE Monitoring tab, all from the API; undefined when the API did not give them. */
export interface AdminMonitoring {
  health: Health | null;
  /** Sessions that are signed in now (not expired, not revoked). */
  activeSessions?: number | undefined;
  /** Distinct users with a live session. */
  activeUsers?: number | undefined;
  /** Requests served and the share of them answered with a 5xx, since the server started. */
  requests?: number | undefined;
  errorRate?: number | undefined;
}

/** Data and events of the super-admin dashboard. The screen is pure: props in, events out; it tells outcomes in toasts. */
export interface AdminDashboardProps {
  /** Shows 'Loading admin dashboard...' instead of the dashboard. */
  loading: boolean;
  /** The signed-in admin's username; 'Admin' when unknown. */
  adminName?: string | undefined;
  onLogout(): void;
  /** The language selector in the header; hidden without `onLanguageChange`. */
  language?: LanguageCode | undefined;
  languages?: readonly Language[] | undefined;
  onLanguageChange?: ((language: LanguageCode) => void) | undefined;
  onChangePassword(input: { currentPassword: string; newPassword: string }): Promise<AdminResult>;
  /** More buttons in the header before Change Password, e.g. the account's security (two-factor, sessions). */
  headerActions?: ReactNode;

  /** Controlled tab; defaults to Users. */
  tab?: AdminTab | undefined;
  onTabChange?: ((tab: AdminTab) => void) | undefined;

  users: ManagedUser[];
  features: Feature[];
  /** Null when statistics did not load: the Statistics tab says so. */
  statistics: AdminStatistics | null;
  plans: BillingPlan[];
  /**
   * More of the Billing tab below the plans: the invoices, a piece of `@qafila/ui/screens/billing` the app loads
   * lazily (it stays out of this entry's size).
   */
  billingExtra?: ReactNode;
  /**
   * More of the SRE Monitoring tab below its figures: the platform's charts, budgets and alerts (issue 20), a piece of
   * `@qafila/ui/screens/monitoring` the app loads lazily.
   */
  monitoringExtra?: ReactNode;

  onCreateUser(kind: UserKind, input: NewUserInput): Promise<AdminResult>;
  onUpdateUser(userId: number, input: EditUserInput): Promise<AdminResult>;
  onDeleteUser(userId: number): Promise<AdminResult>;
  onAssignFeature(userId: number, featureId: string): Promise<AdminResult>;
  onRemoveFeature(userId: number, featureId: string): Promise<AdminResult>;

  /** Enterprise Control; undefined while loading. */
  organizations: OrganizationDto[] | undefined;
  subscriptions: SubscriptionDto[] | undefined;
  billingSummary?: BillingSummary | undefined;
  leads?: AdminLead[] | undefined;
  audit?: AuditEntryDto[] | undefined;
  /** The product's domain: an organization lives at <subdomain>.<baseDomain>. */
  baseDomain: string;
  onCreateOrganization(input: NewOrganizationInput): Promise<ActionResult<CreatedOrganization>>;
  onOrganizationAction(organizationId: number, action: OrganizationAction): Promise<AdminResult>;
  onUpdateBranding(organizationId: number, input: BrandingInput): Promise<AdminResult>;
  onUpdateFeatureFlags(organizationId: number, flags: Partial<Record<OrgFeatureFlag, boolean>>): Promise<AdminResult>;
  /** Copies text; defaults to the Clipboard API. */
  onCopy?: ((text: string) => Promise<void>) | undefined;

  monitoring: AdminMonitoring;

  className?: string | undefined;
}
