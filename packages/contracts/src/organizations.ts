import { z } from 'zod';
import { safeText } from './text.ts';

/** Organization (tenant) tiers and statuses (spec 001 §3, §4). */
export const ORG_TIERS = ['starter', 'professional', 'enterprise', 'custom'] as const;
export const OrgTier = z.enum(ORG_TIERS, { error: `subscriptionTier must be one of ${ORG_TIERS.join(', ')}` });
export type OrgTier = z.infer<typeof OrgTier>;
export const ORG_STATUSES = ['active', 'trial', 'suspended', 'cancelled'] as const;
export const OrgStatus = z.enum(ORG_STATUSES);
export type OrgStatus = z.infer<typeof OrgStatus>;
/**
 * What an organization is to the product: a customer (a tenant that is billed), the platform (the operators: holds
 * the super admins, has no subscription, cannot be suspended) or the demo workspace (what visitors see; it can be
 * suspended but not cancelled). Rules read this, never a subdomain.
 */
export const ORG_KINDS = ['customer', 'platform', 'demo'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

/** Organization feature flags (spec 001 §3) and their defaults: tracking, documents, compliance, customs AI and
 * free zones on; the rest off. */
export const ORG_FEATURE_FLAGS = [
  'shipment-tracking',
  'document-processing',
  'analytics',
  'compliance',
  'whatsapp-integration',
  'telegram-integration',
  'fleet-management',
  'temperature-monitoring',
  'customs-ai',
  'seasonal-intelligence',
  'carbon-tracking',
  'free-zone-compliance',
] as const;
export type OrgFeatureFlag = (typeof ORG_FEATURE_FLAGS)[number];
export type OrgFeatureFlags = Record<OrgFeatureFlag, boolean>;
const DEFAULT_ON: readonly OrgFeatureFlag[] = [
  'shipment-tracking',
  'document-processing',
  'compliance',
  'customs-ai',
  'free-zone-compliance',
];
export function defaultFeatureFlags(): OrgFeatureFlags {
  return Object.fromEntries(ORG_FEATURE_FLAGS.map((f) => [f, DEFAULT_ON.includes(f)])) as OrgFeatureFlags;
}
export const FEATURE_NOT_ENABLED_MESSAGE = 'This feature is not enabled for your organization';

/** The platform's own look when no organization's branding applies. */
export const DEFAULT_BRANDING = { displayName: 'Qafila', primaryColor: '#0f766e' } as const;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const PrimaryColor = z
  .string({ error: 'primaryColor must be text' })
  .regex(HEX_COLOR, { error: 'primaryColor must be a colour written #RRGGBB' });
const LogoUrl = safeText(
  z
    .string()
    .trim()
    .max(500, { error: 'logoUrl must be at most 500 characters' })
    .refine((v) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: 'logoUrl must be an https:// URL' }),
  'logoUrl',
);

export const Branding = z
  .object({
    primaryColor: z.string(),
    logoUrl: z.string().optional(),
    displayName: z.string().optional(),
  })
  .meta({ id: 'Branding' });
export type Branding = z.infer<typeof Branding>;

/** PUT /api/admin/organizations/{id}/branding: fields given replace the stored ones; null clears an optional one. */
export const UpdateBranding = z
  .strictObject({
    primaryColor: PrimaryColor.optional(),
    logoUrl: LogoUrl.nullable().optional(),
    displayName: safeText(
      z
        .string()
        .trim()
        .min(1, { error: 'displayName must not be empty' })
        .max(100, { error: 'displayName must be at most 100 characters' }),
      'displayName',
    )
      .nullable()
      .optional(),
  })
  .meta({ id: 'UpdateBranding' });

/** PUT /api/admin/organizations/{id}/feature-flags: the flags to change; unknown keys are refused. */
export const UpdateFeatureFlags = z
  .strictObject(
    Object.fromEntries(
      ORG_FEATURE_FLAGS.map((f) => [f, z.boolean({ error: `${f} must be true or false` }).optional()]),
    ),
  )
  .meta({ id: 'UpdateFeatureFlags' });

export const OrganizationDto = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    subdomain: z.string(),
    subscriptionTier: OrgTier,
    status: OrgStatus,
    /** Users of the organization (counted). */
    userCount: z.number().int(),
    /** API calls this calendar month (Asia/Dubai), from the usage meter. */
    monthlyUsage: z.number().int(),
    createdAt: z.string(),
    customDomain: z.string().nullable(),
    settings: z.object({
      branding: Branding,
      featureFlags: z.record(z.string(), z.boolean()),
    }),
  })
  .meta({ id: 'Organization' });
export type OrganizationDto = z.infer<typeof OrganizationDto>;

export const RESERVED_SUBDOMAINS = ['www', 'api', 'admin', 'app'] as const;
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;
export const Subdomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SUBDOMAIN_PATTERN, {
    error: 'subdomain must be 3-63 lowercase letters, digits or hyphens, not starting or ending with a hyphen',
  })
  .refine((v) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(v), { error: 'this subdomain is reserved' });

const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const CustomDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(DOMAIN_PATTERN, { error: 'customDomain must be a domain name such as portal.example.ae' });

const OrgName = safeText(
  z
    .string()
    .trim()
    .min(1, { error: 'Organization name, subdomain, and admin email are required' })
    .max(200, { error: 'name must be at most 200 characters' }),
  'name',
);

export const REQUIRED_ORG_FIELDS_MESSAGE = 'Organization name, subdomain, and admin email are required';

/** POST /api/admin/organizations: the organization and its first administrator. */
export const CreateOrganization = z
  .object({
    name: OrgName,
    subdomain: Subdomain,
    subscriptionTier: OrgTier.default('starter'),
    customDomain: CustomDomain.nullable().optional(),
    adminEmail: z.email({ error: 'adminEmail must be a valid e-mail address' }).max(254),
    adminName: safeText(
      z.string().trim().max(200, { error: 'adminName must be at most 200 characters' }),
      'adminName',
    ).optional(),
  })
  .meta({ id: 'CreateOrganization' });

/** PUT /api/admin/organizations/{id}. Status changes go through suspend, reactivate and cancel. */
export const UpdateOrganization = z
  .object({
    name: OrgName.optional(),
    subdomain: Subdomain.optional(),
    subscriptionTier: OrgTier.optional(),
    customDomain: CustomDomain.nullable().optional(),
    /** Its UAE Tax Registration Number, printed on its tax invoices (issue 16); null removes it. */
    taxRegistrationNumber: z
      .string()
      .regex(/^\d{15}$/, { error: 'taxRegistrationNumber must be the 15 digits of a UAE TRN' })
      .nullable()
      .optional(),
  })
  .meta({ id: 'UpdateOrganization' });

export const CreateOrganizationResponse = z
  .object({
    organization: OrganizationDto,
    admin: z.object({
      id: z.number().int().positive(),
      username: z.string(),
      email: z.string(),
      name: z.string().nullable(),
      /** Generated; shown only in this response. */
      password: z.string(),
    }),
  })
  .meta({ id: 'CreateOrganizationResponse' });
export type CreateOrganizationResponse = z.infer<typeof CreateOrganizationResponse>;

/** GET /api/branding: the look of the organization matched by the host or the signed-in user, or the platform's. */
export const PublicBranding = z
  .object({
    source: z.enum(['host', 'user', 'default']),
    organizationId: z.number().int().nullable(),
    displayName: z.string(),
    primaryColor: z.string(),
    logoUrl: z.string().nullable(),
  })
  .meta({ id: 'PublicBranding' });
export type PublicBranding = z.infer<typeof PublicBranding>;
