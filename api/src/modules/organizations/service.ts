import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  type Branding,
  CreateOrganization,
  type CreateOrganizationResponse,
  DEFAULT_BRANDING,
  defaultFeatureFlags,
  type OrganizationDto,
  type OrgFeatureFlag,
  type OrgFeatureFlags,
  type OrgStatus,
  REQUIRED_ORG_FIELDS_MESSAGE,
  UpdateBranding,
  UpdateFeatureFlags,
  UpdateOrganization,
} from '@qafila/contracts';
import type { z } from 'zod';
import { countByOrganization } from '../../db/counts.ts';
import { Organization, User } from '../../db/entities/index.ts';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, parseInput } from '../../domain/errors.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import { generatePassword, hashPassword } from '../auth/password.ts';
import { assertAvailable, PLATFORM_CLASHES, planTypeForTier, usernameFromEmail } from '../users/rules.ts';

const DEFAULT_FLAGS: Readonly<OrgFeatureFlags> = Object.freeze(defaultFeatureFlags());

/** The feature flags of an organization: its stored choices over the defaults (keys added later default). */
export function featureFlagsOf(org: Organization): OrgFeatureFlags {
  return { ...DEFAULT_FLAGS, ...(org.featureFlags ?? {}) };
}

/** One flag of an organization (what `featureFlagsOf(org)[flag]` says, without building them all). */
export function featureFlagOn(org: Organization, flag: OrgFeatureFlag): boolean {
  return org.featureFlags?.[flag] ?? DEFAULT_FLAGS[flag];
}

export const PLATFORM_PRIMARY_COLOR: string = DEFAULT_BRANDING.primaryColor;

export function brandingOf(org: Organization): Branding {
  return { primaryColor: PLATFORM_PRIMARY_COLOR, ...(org.branding ?? {}) };
}

/** Why a member of this organization may not sign in or use a token, or undefined when they may. */
export function organizationBlock(org: Pick<Organization, 'status'>): string | undefined {
  if (org.status === 'suspended') return 'Your organization is suspended';
  if (org.status === 'cancelled') return 'Your organization has been cancelled';
  return undefined;
}

/** Throws 403 with the reason when the user's organization is suspended or cancelled. */
export function assertOrganizationActive(org: Pick<Organization, 'status'>): void {
  const reason = organizationBlock(org);
  if (reason) throw new ForbiddenError(reason);
}

export interface OrganizationServiceOptions {
  em: EntityManager;
  /** The product's domain: a custom domain may not be it or under it (that would take over another host). */
  baseDomain?: string;
  /** API calls this month per organization id (the usage meter). */
  monthlyApiCalls?: (orgIds: number[], em: EntityManager) => Promise<Map<number, number>>;
  /** Called inside the writing transaction. */
  onCreated?: (em: EntityManager, org: Organization) => Promise<void> | void;
  onTierChanged?: (em: EntityManager, org: Organization) => Promise<void> | void;
  onStatusChanged?: (em: EntityManager, org: Organization) => Promise<void> | void;
}

/** Organizations (tenants) as the super admin manages them (spec 001 §2, §3). */
export function createOrganizationService(options: OrganizationServiceOptions) {
  const { em } = options;

  async function toDtos(em: EntityManager, orgs: Organization[]): Promise<OrganizationDto[]> {
    if (orgs.length === 0) return [];
    const ids = orgs.map((o) => o.id);
    const userCount = await countByOrganization(em, User, ids);
    const usage = options.monthlyApiCalls ? await options.monthlyApiCalls(ids, em) : new Map<number, number>();
    return orgs.map((o) => ({
      id: o.id,
      name: o.name,
      subdomain: o.subdomain,
      subscriptionTier: o.subscriptionTier,
      status: o.status,
      userCount: userCount.get(o.id) ?? 0,
      monthlyUsage: usage.get(o.id) ?? 0,
      createdAt: o.createdAt.toISOString(),
      customDomain: o.customDomain ?? null,
      settings: { branding: brandingOf(o), featureFlags: featureFlagsOf(o) },
    }));
  }

  const snapshot = (o: Organization) => ({
    name: o.name,
    subdomain: o.subdomain,
    subscriptionTier: o.subscriptionTier,
    status: o.status,
    customDomain: o.customDomain ?? null,
    taxRegistrationNumber: o.taxRegistrationNumber ?? null,
    branding: brandingOf(o),
    featureFlags: featureFlagsOf(o),
  });

  /** Records an organization change in the audit log, commits it and answers the organization as it now is. */
  async function saved(
    tx: EntityManager,
    actor: Actor,
    action: string,
    org: Organization,
    before: unknown,
    after: unknown,
  ): Promise<OrganizationDto> {
    recordAudit(tx, { actor, action, targetType: 'organization', targetId: String(org.id), before, after });
    await tx.flush();
    return (await toDtos(tx, [org]))[0]!;
  }

  async function findOrg(em: EntityManager, id: number): Promise<Organization> {
    const org = await em.findOne(Organization, { id });
    if (!org) throw new NotFoundError('Organization not found');
    return org;
  }

  async function checkUnique(em: EntityManager, subdomain?: string, customDomain?: string | null, exceptId?: number) {
    const base = options.baseDomain;
    if (customDomain && base && (customDomain === base || customDomain.endsWith(`.${base}`)))
      throw new InvalidInputError(`customDomain must be a domain of the customer's own, not under ${base}`);
    const others = exceptId ? { id: { $ne: exceptId } } : {};
    if (subdomain && (await em.count(Organization, { subdomain, ...others })))
      throw new ConflictError('An organization with this subdomain already exists');
    if (customDomain && (await em.count(Organization, { customDomain, ...others })))
      throw new ConflictError('An organization with this custom domain already exists');
  }

  async function translateUnique<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) {
        const text = String(err.message);
        if (text.includes('custom_domain'))
          throw new ConflictError('An organization with this custom domain already exists');
        if (text.includes('subdomain')) throw new ConflictError('An organization with this subdomain already exists');
        if (text.includes('email')) throw new ConflictError(PLATFORM_CLASHES.email);
        throw new ConflictError('This value is already taken');
      }
      throw err;
    }
  }

  /** The organization holding super admins cannot be suspended or cancelled (the operators would lock out). */
  async function isPlatform(em: EntityManager, org: Organization): Promise<boolean> {
    return (await em.count(User, { organization: org.id, role: 'super_admin' })) > 0;
  }

  async function transition(
    actor: Actor,
    id: number,
    action: 'suspend' | 'reactivate' | 'cancel',
  ): Promise<OrganizationDto> {
    return em.transactional(async (tx) => {
      const org = await findOrg(tx, id);
      const before = snapshot(org);
      let next: OrgStatus;
      if (action === 'reactivate') {
        if (org.status !== 'suspended' && org.status !== 'cancelled')
          throw new ConflictError(
            `The organization is ${org.status}; only a suspended or cancelled one can be reactivated`,
          );
        next = 'active';
      } else {
        if (await isPlatform(tx, org))
          throw new ConflictError(
            'The platform organization holds the super admins and cannot be suspended or cancelled',
          );
        if (action === 'cancel' && org.kind === 'demo')
          throw new ConflictError('The demo organization cannot be cancelled; suspend it instead');
        if (org.status === 'cancelled') throw new ConflictError('The organization is already cancelled');
        if (action === 'suspend' && org.status === 'suspended')
          throw new ConflictError('The organization is already suspended');
        next = action === 'suspend' ? 'suspended' : 'cancelled';
      }
      org.status = next;
      await options.onStatusChanged?.(tx, org);
      return saved(tx, actor, `org.${action}`, org, before, snapshot(org));
    });
  }

  return {
    async list(): Promise<OrganizationDto[]> {
      return toDtos(em, await em.find(Organization, {}, { orderBy: { id: 'asc' } }));
    },

    async get(id: number): Promise<OrganizationDto> {
      return (await toDtos(em, [await findOrg(em, id)]))[0]!;
    },

    /** Creates the organization and its first org admin; the generated password is answered once. */
    async create(actor: Actor, raw: unknown): Promise<CreateOrganizationResponse> {
      const body = (raw ?? {}) as Record<string, unknown>;
      const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
      if (blank(body.name) || blank(body.subdomain) || blank(body.adminEmail))
        throw new InvalidInputError(REQUIRED_ORG_FIELDS_MESSAGE);
      const input = parseInput(CreateOrganization, raw);
      const email = input.adminEmail.toLowerCase();
      await checkUnique(em, input.subdomain, input.customDomain ?? null);
      await assertAvailable(em, { email }, { clashes: PLATFORM_CLASHES });
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const base = usernameFromEmail(email);
      return translateUnique(() =>
        em.transactional(async (tx) => {
          let username = base;
          for (let i = 2; await tx.count(User, { username }); i++) username = `${base}-${i}`;
          const org = tx.create(Organization, {
            name: input.name,
            subdomain: input.subdomain,
            subscriptionTier: input.subscriptionTier,
            status: 'active',
            customDomain: input.customDomain ?? null,
            branding: null,
            featureFlags: defaultFeatureFlags(),
          });
          const admin = tx.create(User, {
            organization: org,
            username,
            email,
            name: input.adminName || null,
            companyName: input.name,
            role: 'org_admin',
            planType: planTypeForTier(input.subscriptionTier),
            isEnterprise: input.subscriptionTier === 'enterprise' || input.subscriptionTier === 'custom',
            passwordHash,
          });
          await tx.flush();
          await options.onCreated?.(tx, org);
          recordAudit(tx, {
            actor,
            action: 'org.create',
            targetType: 'organization',
            targetId: String(org.id),
            before: null,
            after: { ...snapshot(org), admin: { id: admin.id, username, email } },
          });
          await tx.flush();
          return {
            organization: (await toDtos(tx, [org]))[0]!,
            admin: { id: admin.id, username, email, name: admin.name ?? null, password },
          };
        }),
      );
    },

    async update(actor: Actor, id: number, raw: unknown): Promise<OrganizationDto> {
      const input: z.infer<typeof UpdateOrganization> = parseInput(UpdateOrganization, raw);
      return translateUnique(() =>
        em.transactional(async (tx) => {
          const org = await findOrg(tx, id);
          await checkUnique(tx, input.subdomain, input.customDomain, org.id);
          const before = snapshot(org);
          if (input.name !== undefined) org.name = input.name;
          if (input.subdomain !== undefined) org.subdomain = input.subdomain;
          if (input.customDomain !== undefined) org.customDomain = input.customDomain;
          if (input.taxRegistrationNumber !== undefined) org.taxRegistrationNumber = input.taxRegistrationNumber;
          const tierChanged = input.subscriptionTier !== undefined && input.subscriptionTier !== org.subscriptionTier;
          if (input.subscriptionTier !== undefined) org.subscriptionTier = input.subscriptionTier;
          if (tierChanged) await options.onTierChanged?.(tx, org);
          return saved(tx, actor, 'org.update', org, before, snapshot(org));
        }),
      );
    },

    suspend: (actor: Actor, id: number) => transition(actor, id, 'suspend'),
    reactivate: (actor: Actor, id: number) => transition(actor, id, 'reactivate'),
    cancel: (actor: Actor, id: number) => transition(actor, id, 'cancel'),

    async updateBranding(actor: Actor, id: number, raw: unknown): Promise<OrganizationDto> {
      const input = parseInput(UpdateBranding, raw);
      if (Object.keys(input).length === 0)
        throw new InvalidInputError('Give at least one of primaryColor, logoUrl, displayName');
      return em.transactional(async (tx) => {
        const org = await findOrg(tx, id);
        const before = snapshot(org);
        const next: Branding = { ...brandingOf(org) };
        if (input.primaryColor !== undefined) next.primaryColor = input.primaryColor.toLowerCase();
        if (input.logoUrl === null) delete next.logoUrl;
        else if (input.logoUrl !== undefined) next.logoUrl = input.logoUrl;
        if (input.displayName === null) delete next.displayName;
        else if (input.displayName !== undefined) next.displayName = input.displayName;
        org.branding = next;
        return saved(tx, actor, 'org.branding', org, before.branding, next);
      });
    },

    async updateFeatureFlags(actor: Actor, id: number, raw: unknown): Promise<OrganizationDto> {
      const input = parseInput(UpdateFeatureFlags, raw) as Partial<OrgFeatureFlags>;
      if (Object.keys(input).length === 0) throw new InvalidInputError('Give at least one feature flag to change');
      return em.transactional(async (tx) => {
        const org = await findOrg(tx, id);
        const before = featureFlagsOf(org);
        const next = { ...before };
        for (const [k, v] of Object.entries(input)) if (typeof v === 'boolean') next[k as keyof OrgFeatureFlags] = v;
        org.featureFlags = next;
        return saved(tx, actor, 'org.feature-flags', org, before, next);
      });
    },
  };
}
export type OrganizationService = ReturnType<typeof createOrganizationService>;
