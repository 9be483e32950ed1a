/**
 * An organization's own people (issue 16, ADR 0027): its admins manage their staff (the Team page: invitations,
 * roles, features, deactivation) and their customers (the Customers page: create, edit, deactivate, CSV import).
 * Everyone joins through a single-use invitation link (`/invite/<token>`, 7 days) where they choose their username
 * and password; only a hash of the token is stored.
 */
import { z } from 'zod';
import { FeatureKey, ORG_MANAGED_ROLES, USERNAME_PATTERN } from './admin.ts';
import { IsoDateTime } from './common.ts';
import { boundedText, safeText } from './text.ts';
import { AuthUser, NewPassword } from './users.ts';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
/** The answer when an organization would be left without an active admin. */
export const LAST_ADMIN_MESSAGE = 'An organization needs at least one active admin';

export const STAFF_ROLES_MANAGED = ['org_user', 'org_admin'] as const;
const StaffRole = z.enum(STAFF_ROLES_MANAGED, { error: 'role must be org_user or org_admin' });
const InvitedRole = z.enum(ORG_MANAGED_ROLES, { error: 'role must be one of org_user, org_admin, customer' });
const Email = z
  .email({ error: 'email must be a valid e-mail address' })
  .max(254)
  .transform((e) => e.toLowerCase());
const optionalText = (field: string, max: number) => boundedText(field, max).optional();
/** Text that must be given: `<field> is required` when empty once trimmed. */
const requiredText = (field: string, max: number) =>
  safeText(
    z
      .string({ error: `${field} is required` })
      .trim()
      .min(1, { error: `${field} is required` })
      .max(max, { error: `${field} must be at most ${max} characters` }),
    field,
  );

/** A member of staff as the Team page lists them. */
export const TeamMember = z
  .object({
    id: z.number().int().positive(),
    username: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: StaffRole,
    features: z.array(FeatureKey),
    active: z.boolean(),
    twoFactor: z.boolean(),
    lastSignInAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof TeamMember>;

/** An invitation not yet accepted nor revoked (an expired one is listed until resent or revoked). */
export const Invitation = z
  .object({
    id: z.number().int().positive(),
    email: z.string(),
    role: InvitedRole,
    features: z.array(FeatureKey),
    invitedBy: z.string().nullable(),
    createdAt: IsoDateTime,
    expiresAt: IsoDateTime,
    expired: z.boolean(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof Invitation>;

/** A feature the organization has to give, with its catalogue name. */
export const GivableFeature = z.object({ id: FeatureKey, name: z.string() }).meta({ id: 'GivableFeature' });
export type GivableFeature = z.infer<typeof GivableFeature>;

/** `GET /api/org/team`: the staff, the pending invitations and the features the organization has to give. */
export const Team = z
  .object({ members: z.array(TeamMember), invitations: z.array(Invitation), features: z.array(GivableFeature) })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof Team>;

/** `POST /api/org/invitations`: features only for staff, and only those the organization has. */
export const CreateInvitation = z
  .strictObject({
    email: Email,
    role: InvitedRole.default('org_user'),
    features: z.array(FeatureKey).max(50).default([]),
  })
  .meta({ id: 'CreateInvitation' });
export type CreateInvitation = z.input<typeof CreateInvitation>;

/** A new link (invitation, resend, new customer): the admin copies it; `emailed` when SMTP sent it too. */
export const InvitationLink = z
  .object({ invitation: Invitation, link: z.url(), emailed: z.boolean() })
  .meta({ id: 'InvitationLink' });
export type InvitationLink = z.infer<typeof InvitationLink>;

/** `PUT /api/org/team/:userId`: role, features (replacing them) and active, each optional. */
export const UpdateTeamMember = z
  .strictObject({
    role: StaffRole.optional(),
    features: z.array(FeatureKey).max(50).optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .meta({ id: 'UpdateTeamMember' });
export type UpdateTeamMember = z.input<typeof UpdateTeamMember>;

/** `GET /api/invitations/:token`: what the invitee sees before accepting. */
export const InvitationPreview = z
  .object({
    organizationName: z.string(),
    email: z.string(),
    role: InvitedRole,
    /** A free username to start from (the e-mail's local part). */
    suggestedUsername: z.string(),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** `POST /api/invitations/:token/accept`: the invitee's username, name and password; answered with a session. */
export const AcceptInvitation = z
  .strictObject({
    username: z
      .string({ error: 'username is required' })
      .trim()
      .toLowerCase()
      .regex(USERNAME_PATTERN, { error: 'username must be 3-50 letters, digits, dots, dashes or underscores' }),
    name: requiredText('name', 200),
    password: NewPassword,
  })
  .meta({ id: 'AcceptInvitation' });
export type AcceptInvitation = z.infer<typeof AcceptInvitation>;
export const AcceptedInvitation = z.object({ token: z.string(), user: AuthUser }).meta({ id: 'AcceptedInvitation' });
export type AcceptedInvitation = z.infer<typeof AcceptedInvitation>;

/** A customer account as the Customers page lists it. `invited`: they have not chosen their password yet. */
export const CustomerAccount = z
  .object({
    id: z.number().int().positive(),
    username: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    companyName: z.string().nullable(),
    active: z.boolean(),
    invited: z.boolean(),
    shipments: z.number().int().nonnegative(),
    conversations: z.number().int().nonnegative(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'CustomerAccount' });
export type CustomerAccount = z.infer<typeof CustomerAccount>;

export const CustomerListQuery = z
  .object({ q: safeText(z.string().trim().max(100, { error: 'q must be at most 100 characters' }), 'q').optional() })
  .meta({ id: 'CustomerListQuery' });

/** `POST /api/org/customer-accounts`: the customer gets an invitation link to choose their username and password. */
export const CreateCustomer = z
  .strictObject({
    name: requiredText('name', 200),
    email: Email,
    phoneNumber: optionalText('phoneNumber', 30),
    companyName: optionalText('companyName', 200),
  })
  .meta({ id: 'CreateCustomer' });
export type CreateCustomer = z.input<typeof CreateCustomer>;

export const CreatedCustomer = z
  .object({ customer: CustomerAccount, link: z.url(), emailed: z.boolean() })
  .meta({ id: 'CreatedCustomer' });
export type CreatedCustomer = z.infer<typeof CreatedCustomer>;

/** `PUT /api/org/customer-accounts/:userId`. */
export const UpdateCustomer = z
  .strictObject({
    name: requiredText('name', 200).optional(),
    email: Email.optional(),
    phoneNumber: optionalText('phoneNumber', 30),
    companyName: optionalText('companyName', 200),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .meta({ id: 'UpdateCustomer' });
export type UpdateCustomer = z.input<typeof UpdateCustomer>;

/** The customers CSV: a header row with these columns (phone and company may be empty). */
export const CUSTOMER_CSV_COLUMNS = ['name', 'email', 'phone', 'company'] as const;
export const CUSTOMER_IMPORT_MAX_ROWS = 1000;

/** `POST /api/org/customer-accounts/import` (text/csv), all or nothing: 201 with a link per customer. */
export const CustomerImportResult = z
  .object({
    imported: z.number().int().nonnegative(),
    customers: z.array(z.object({ id: z.number().int().positive(), email: z.string(), link: z.url() })),
    emailed: z.boolean(),
  })
  .meta({ id: 'CustomerImportResult' });
export type CustomerImportResult = z.infer<typeof CustomerImportResult>;
