import { z } from 'zod';
import { EXTRA_FEATURE_KEYS } from './dashboard.ts';
import { boundedText, safeText } from './text.ts';
import { NewPassword } from './users.ts';

/**
 * Feature keys mapped to dashboard items: those of spec 001 §3, then the four it lacks for sidebar items
 * (EXTRA_FEATURE_KEYS, ADR 0009). The overview is always shown.
 */
export const FEATURE_KEYS = [
  'document-processing',
  'fleet-management',
  'predictive-analytics',
  'temperature-monitoring',
  'uae-compliance',
  'ai-chat',
  'whatsapp-integration',
  'api-management',
  'billing-dashboard',
  'security-center',
  'seasonal-intelligence',
  'carbon-tracking',
  'islamic-calendar',
  'freezone-compliance',
  'enterprise-integrations',
  'uae-pass-auth',
  'cod-management',
  'compliance-monitoring',
  'arabic-data-rights',
  'islamic-finance',
  'cultural-privacy',
  'personal-ai-assistant',
  'enhanced-document-management',
  'advanced-personal-analytics',
  ...EXTRA_FEATURE_KEYS,
] as const;
export const FeatureKey = z.enum(FEATURE_KEYS);
export type FeatureKey = z.infer<typeof FeatureKey>;

export const FEATURE_CATEGORIES = ['core', 'uae', 'compliance', 'analytics', 'integration', 'others'] as const;
export const PLAN_TYPES = ['starter', 'professional', 'enterprise'] as const;
export const PlanType = z.enum(PLAN_TYPES);

export const Feature = z
  .object({
    id: FeatureKey,
    name: z.string(),
    category: z.enum(FEATURE_CATEGORIES),
    description: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'Feature' });
export type Feature = z.infer<typeof Feature>;

/** A user as the admin portal manages it (spec 001 §3 "Managed user"). */
export const ManagedUser = z
  .object({
    id: z.number().int().positive(),
    username: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    companyName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    planType: PlanType,
    isEnterprise: z.boolean(),
    role: z.string(),
    organizationId: z.number().int().positive(),
    features: z.array(FeatureKey),
  })
  .meta({ id: 'ManagedUser' });
export type ManagedUser = z.infer<typeof ManagedUser>;

const optionalText = (field: string, max: number) => boundedText(field, max).optional();

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,49}$/;

/** POST /api/admin/users (spec 001 §7). Individual users are forced to starter, enterprise users to enterprise. */
export const CreateManagedUser = z
  .object({
    username: z
      .string({ error: 'username is required' })
      .trim()
      .toLowerCase()
      .regex(USERNAME_PATTERN, { error: 'username must be 3-50 letters, digits, dots, dashes or underscores' }),
    email: z.email({ error: 'email must be a valid e-mail address' }).max(254),
    password: NewPassword,
    name: optionalText('name', 200),
    companyName: optionalText('companyName', 200),
    phoneNumber: optionalText('phoneNumber', 30),
    planType: PlanType.optional(),
    isEnterprise: z.boolean({ error: 'isEnterprise must be true or false' }).optional(),
  })
  .meta({ id: 'CreateManagedUser' });

/** PUT /api/admin/users/{userId}: plan type may change freely. */
export const UpdateManagedUser = z
  .object({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(USERNAME_PATTERN, { error: 'username must be 3-50 letters, digits, dots, dashes or underscores' })
      .optional(),
    email: z.email({ error: 'email must be a valid e-mail address' }).max(254).optional(),
    name: optionalText('name', 200),
    companyName: optionalText('companyName', 200),
    phoneNumber: optionalText('phoneNumber', 30),
    planType: PlanType.optional(),
    isEnterprise: z.boolean().optional(),
  })
  .meta({ id: 'UpdateManagedUser' });

export const AdminLoginResponse = z.object({ token: z.string() }).meta({ id: 'AdminLoginResponse' });
export const ChangePasswordRequest = z
  .object({
    currentPassword: safeText(z.string().min(1, { error: 'currentPassword is required' }), 'currentPassword'),
    newPassword: NewPassword,
  })
  .meta({ id: 'ChangePasswordRequest' });
export const AdminStatistics = z
  .object({ totalFeatures: z.number().int(), totalAssociations: z.number().int() })
  .meta({ id: 'AdminStatistics' });
export type AdminStatistics = z.infer<typeof AdminStatistics>;

/** A billing plan; -1 means unlimited. Amounts in USD. */
export const BillingPlan = z
  .object({
    id: z.string(),
    name: z.string(),
    monthlyBaseFee: z.number().nullable(),
    includedApiCalls: z.number().int(),
    overageRate: z.number().nullable(),
    features: z.array(z.string()),
    limits: z.object({ shipments: z.number().int(), users: z.number().int(), storageGb: z.number().int() }),
    contactSales: z.boolean(),
  })
  .meta({ id: 'BillingPlan' });
export type BillingPlan = z.infer<typeof BillingPlan>;

/** One administrator write (GET /api/admin/audit), newest first. */
export const AuditEntryDto = z
  .object({
    id: z.number().int().positive(),
    actor: z.object({ id: z.number().int().nullable(), username: z.string() }),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;

/** A demo request as the admin portal lists it (GET /api/admin/leads). */
export const LeadDto = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    company: z.string(),
    email: z.string(),
    companySize: z.string(),
    message: z.string(),
    language: z.enum(['en', 'ar']),
    consent: z.record(z.string(), z.boolean()),
    createdAt: z.string(),
  })
  .meta({ id: 'Lead' });
export type LeadDto = z.infer<typeof LeadDto>;

/** Roles an organization admin may give (never super_admin). */
export const ORG_MANAGED_ROLES = ['org_user', 'org_admin', 'customer'] as const;
const OrgManagedRole = z.enum(ORG_MANAGED_ROLES, { error: 'role must be one of org_user, org_admin, customer' });
const orgUsername = z
  .string({ error: 'username is required' })
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, { error: 'username must be 3-50 letters, digits, dots, dashes or underscores' });

/** POST /api/org/users: a user of the caller's own organization. Other fields (organizationId, isEnterprise, …): 400. */
export const CreateOrgUser = z
  .strictObject({
    username: orgUsername,
    email: z.email({ error: 'email must be a valid e-mail address' }).max(254),
    password: NewPassword,
    name: optionalText('name', 200),
    phoneNumber: optionalText('phoneNumber', 30),
    role: OrgManagedRole.default('org_user'),
  })
  .meta({ id: 'CreateOrgUser' });

/** PUT /api/org/users/{userId}. */
export const UpdateOrgUser = z
  .strictObject({
    username: orgUsername.optional(),
    email: z.email({ error: 'email must be a valid e-mail address' }).max(254).optional(),
    name: optionalText('name', 200),
    phoneNumber: optionalText('phoneNumber', 30),
    role: OrgManagedRole.optional(),
  })
  .meta({ id: 'UpdateOrgUser' });
