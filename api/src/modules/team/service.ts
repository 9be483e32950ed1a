import type { EntityManager } from '@mikro-orm/core';
import { raw, type SqlEntityManager } from '@mikro-orm/sql';
import {
  type AcceptedInvitation,
  AcceptInvitation,
  CreateInvitation,
  CreateOrgUser,
  FEATURE_KEYS,
  type FeatureKey,
  type GivableFeature,
  type Invitation as InvitationDto,
  type InvitationLink,
  type InvitationPreview,
  LAST_ADMIN_MESSAGE,
  type Team,
  type TeamMember,
  UpdateTeamMember,
} from '@qafila/contracts';
import { Feature, Invitation, Organization, Session, User, UserFeature } from '../../db/entities/index.ts';
import { ConflictError, ForbiddenError, NotFoundError, parseInput } from '../../domain/errors.ts';
import type { Logger } from '../../logger.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import { hashPassword } from '../auth/password.ts';
import type { AuthService } from '../auth/service.ts';
import { assertWithinLimit } from '../billing/limits.ts';
import { featureAllowedByOrg } from '../dashboard/sections.ts';
import { assertOrganizationActive } from '../organizations/service.ts';
import {
  assertAvailable,
  checkPasswordPolicy,
  ORGANIZATION_CLASHES,
  PLATFORM_CLASHES,
  planTypeForTier,
  USERNAME_UNAVAILABLE,
  uniqueOrConflict,
  usernameFromEmail,
} from '../users/rules.ts';
import { applyActive, recordAccountChange } from './activation.ts';
import {
  hashInvitationToken,
  INVITATION_TTL_MS,
  type InvitationMailer,
  invitationLink,
  newInvitationToken,
} from './links.ts';

export interface TeamServiceOptions {
  em: EntityManager;
  auth: AuthService;
  logger: Logger;
  mailer?: InvitationMailer | undefined;
  now?: () => Date;
}

const STAFF = ['org_user', 'org_admin'] as const;
const KNOWN_FEATURES = new Set<string>(FEATURE_KEYS);

/** Of these users, the newest session's creation time per user (one grouped query). */
async function lastSignIns(em: EntityManager, ids: number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows: { user: number | string; last: string | number | Date }[] = await (em as SqlEntityManager)
    .createQueryBuilder(Session)
    .select(['user', raw('max(created_at) as last')])
    .where({ user: { $in: ids } })
    .groupBy('user')
    .execute('all');
  return new Map(rows.map((r) => [Number(r.user), new Date(r.last)]));
}

/**
 * The organization's own people (issue 16, ADR 0027): its admins invite staff and customers, change roles and
 * features (never beyond what the organization has), deactivate and reactivate; an organization always keeps one
 * active admin. Every change is audited in its unit of work.
 */
export function createTeamService(options: TeamServiceOptions) {
  const { em, auth, logger, mailer } = options;
  const now = options.now ?? (() => new Date());

  /** Feature keys the organization has: active in the catalogue and allowed by its flags (ADR 0009). */
  async function organizationFeatures(caller: User): Promise<GivableFeature[]> {
    const features = await em.find(Feature, { isActive: true }, { orderBy: { name: 'asc' } });
    return features
      .filter((f) => KNOWN_FEATURES.has(f.id) && featureAllowedByOrg(f.id, caller.organization))
      .map((f) => ({ id: f.id as FeatureKey, name: f.name }));
  }

  async function assertFeaturesAllowed(caller: User, wanted: readonly string[]): Promise<void> {
    const have = new Set<string>((await organizationFeatures(caller)).map((f) => f.id));
    const missing = wanted.filter((f) => !have.has(f));
    if (missing.length) {
      throw new ForbiddenError(
        `Your organization does not have the feature ${missing.join(', ')}, so it cannot be given`,
      );
    }
  }

  /** 409 unless another active admin of the organization remains when `user` stops being one. */
  async function assertAnotherActiveAdmin(user: User): Promise<void> {
    if (user.role !== 'org_admin' || user.deactivatedAt) return;
    const others = await em.count(User, {
      organization: user.organization.id,
      role: 'org_admin',
      deactivatedAt: null,
      id: { $ne: user.id },
    });
    if (others === 0) throw new ConflictError(LAST_ADMIN_MESSAGE);
  }

  async function toMembers(users: User[]): Promise<TeamMember[]> {
    const ids = users.map((u) => u.id);
    const links = ids.length ? await em.find(UserFeature, { user: { $in: ids } }, { orderBy: { id: 'asc' } }) : [];
    const last = await lastSignIns(em, ids);
    return users.map((u) => ({
      id: u.id,
      username: u.username,
      name: u.name ?? null,
      email: u.email ?? null,
      role: u.role as TeamMember['role'],
      features: links.filter((l) => l.user.id === u.id).map((l) => l.feature.id as FeatureKey),
      active: !u.deactivatedAt,
      twoFactor: Boolean(u.totpEnabledAt),
      lastSignInAt: last.get(u.id)?.toISOString() ?? null,
    }));
  }

  function toInvitation(i: Invitation): InvitationDto {
    return {
      id: i.id,
      email: i.email,
      role: i.role,
      features: i.features as FeatureKey[],
      invitedBy: i.invitedBy ? (i.invitedBy.name ?? i.invitedBy.username) : null,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      expired: i.expiresAt <= now(),
    };
  }

  /** A fresh token on the invitation (the old link dies), e-mailed when SMTP is set; the link for the admin. */
  async function issueLink(
    invitation: Invitation,
    origin: string,
  ): Promise<{ link: string; emailed: boolean; token: string }> {
    const { token, hash } = newInvitationToken();
    invitation.tokenHash = hash;
    invitation.expiresAt = new Date(now().getTime() + INVITATION_TTL_MS);
    await em.flush();
    const link = invitationLink(origin, token);
    let emailed = false;
    if (mailer) {
      try {
        await mailer({
          to: invitation.email,
          organizationName: invitation.organization.name,
          link,
          role: invitation.role,
        });
        emailed = true;
      } catch (err) {
        // The admin still gets the link to pass on; the failure is for the operator.
        logger.warn({ err, invitation: invitation.id }, 'invitation e-mail failed');
      }
    }
    return { link, emailed, token };
  }

  /** A pending invitation of the caller's organization, or 404. */
  async function findPending(caller: User, id: number): Promise<Invitation> {
    const invitation = await em.findOne(
      Invitation,
      { id, organization: caller.organization.id, acceptedAt: null, revokedAt: null },
      { populate: ['organization', 'invitedBy'] },
    );
    if (!invitation) throw new NotFoundError('Invitation not found');
    return invitation;
  }

  /** The invitation behind a link: 404 unknown, 410-like conflict (Gone) for used, revoked or expired. */
  async function byToken(token: string): Promise<Invitation> {
    const invitation = await em.findOne(
      Invitation,
      { tokenHash: hashInvitationToken(token) },
      { populate: ['organization', 'account'] },
    );
    if (!invitation) throw new NotFoundError('This invitation link is not valid');
    if (invitation.acceptedAt) throw new GoneError('This invitation has already been used: sign in instead');
    if (invitation.revokedAt) throw new GoneError('This invitation was revoked: ask your organization for a new one');
    if (invitation.expiresAt <= now()) {
      throw new GoneError('This invitation has expired: ask your organization to send it again');
    }
    return invitation;
  }

  /** A free username from the e-mail's local part (`name`, `name-2`, …). */
  async function freeUsername(email: string): Promise<string> {
    const base = usernameFromEmail(email);
    let candidate = base;
    for (let i = 2; await em.count(User, { username: candidate }); i++) candidate = `${base.slice(0, 46)}-${i}`;
    return candidate;
  }

  return {
    organizationFeatures,
    assertAnotherActiveAdmin,
    issueLink,
    toInvitation,

    /** An organization by its subdomain (the CLI names organizations so), or 404. */
    async organizationBySubdomain(subdomain: string): Promise<Organization> {
      const organization = await em.findOne(Organization, { subdomain: subdomain.trim().toLowerCase() });
      if (!organization || organization.kind === 'platform') {
        throw new NotFoundError(`no organization with the subdomain '${subdomain}'`);
      }
      return organization;
    },

    /**
     * `qafila users create --org <subdomain>`: an account in an existing organization with a password the operator
     * gives (the rules of the API: password policy, unique username, e-mail unique in the organization, the plan's
     * user limit for staff), audited as the CLI.
     */
    async createInOrganization(organization: Organization, raw: unknown, actor: Actor): Promise<CreatedAccount> {
      const input = parseInput(CreateOrgUser, raw);
      checkPasswordPolicy(input.username, input.password);
      await assertAvailable(em, input, { clashes: PLATFORM_CLASHES, emailWithin: organization.id });
      await assertWithinLimit(em, organization.id, 'users', { role: input.role, now: now() });
      const passwordHash = await hashPassword(input.password);
      const user = await uniqueOrConflict(PLATFORM_CLASHES, () =>
        em.transactional(async (tx) => {
          const user = tx.create(User, {
            organization: organization.id,
            username: input.username,
            email: input.email.toLowerCase(),
            name: input.name || null,
            phoneNumber: input.phoneNumber || null,
            companyName: input.role === 'customer' ? null : organization.name,
            role: input.role,
            planType: planTypeForTier(organization.subscriptionTier),
            isEnterprise: false,
            passwordHash,
          });
          await tx.flush();
          recordAudit(tx, {
            actor,
            action: 'user.create',
            targetType: 'user',
            targetId: user.id,
            after: {
              username: user.username,
              email: user.email,
              role: user.role,
              organization: organization.subdomain,
            },
          });
          return user;
        }),
      );
      return {
        id: user.id,
        username: user.username,
        email: user.email ?? null,
        role: user.role,
        organization: organization.subdomain,
      };
    },

    /** `GET /api/org/team`. */
    async team(caller: User): Promise<Team> {
      const users = await em.find(
        User,
        { organization: caller.organization.id, role: { $in: [...STAFF] } },
        { orderBy: { id: 'asc' } },
      );
      const invitations = await em.find(
        Invitation,
        { organization: caller.organization.id, acceptedAt: null, revokedAt: null, role: { $in: [...STAFF] } },
        { populate: ['invitedBy'], orderBy: { id: 'asc' } },
      );
      return {
        members: await toMembers(users),
        invitations: invitations.map(toInvitation),
        features: await organizationFeatures(caller),
      };
    },

    /** `PUT /api/org/team/:userId`: role, features, active. */
    async updateMember(caller: User, userId: number, body: unknown): Promise<TeamMember> {
      const input = parseInput(UpdateTeamMember, body);
      const user = await em.findOne(
        User,
        { id: userId, organization: caller.organization.id, role: { $in: [...STAFF] } },
        { populate: ['organization'] },
      );
      if (!user) throw new NotFoundError('User not found');
      const self = user.id === caller.id;
      if (self && input.active === false) throw new ConflictError('You cannot deactivate your own account');
      if (input.features) await assertFeaturesAllowed(caller, input.features);
      const before = (await toMembers([user]))[0];
      const demoted = input.role === 'org_user' && user.role === 'org_admin';
      if (demoted || (input.active === false && !user.deactivatedAt)) await assertAnotherActiveAdmin(user);
      if (input.role) user.role = input.role;
      const activation = applyActive(user, input.active, now());
      if (input.features) {
        const current = await em.find(UserFeature, { user: user.id });
        const wanted = new Set(input.features);
        for (const link of current) if (!wanted.has(link.feature.id as FeatureKey)) em.remove(link);
        const have = new Set(current.map((l) => l.feature.id));
        for (const feature of input.features) if (!have.has(feature)) em.create(UserFeature, { user, feature });
      }
      await em.flush();
      const after = (await toMembers([user]))[0]!;
      await recordAccountChange({ em, auth }, { actor: caller, kind: 'user', user, before, after }, activation);
      return after;
    },

    /** `POST /api/org/invitations`. */
    async invite(caller: User, body: unknown, origin: string): Promise<InvitationLink> {
      const input = parseInput(CreateInvitation, body);
      const features = input.role === 'customer' ? [] : input.features;
      if (features.length) await assertFeaturesAllowed(caller, features);
      // Told now rather than when the invitee accepts (checked again then).
      await assertWithinLimit(em, caller.organization.id, 'users', { role: input.role, now: now() });
      await assertAvailable(
        em,
        { email: input.email },
        {
          clashes: ORGANIZATION_CLASHES,
          emailWithin: caller.organization.id,
        },
      );
      const pending = await em.count(Invitation, {
        organization: caller.organization.id,
        email: input.email,
        acceptedAt: null,
        revokedAt: null,
      });
      if (pending) throw new ConflictError('This e-mail address already has a pending invitation: resend it instead');
      const invitation = em.create(Invitation, {
        organization: caller.organization,
        email: input.email,
        role: input.role,
        features,
        invitedBy: caller,
        tokenHash: newInvitationToken().hash,
        expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
      });
      await em.flush();
      const { link, emailed } = await issueLink(invitation, origin);
      recordAudit(em, {
        actor: caller,
        action: 'invitation.create',
        targetType: 'invitation',
        targetId: invitation.id,
        after: { email: input.email, role: input.role, features, emailed },
      });
      await em.flush();
      return { invitation: toInvitation(invitation), link, emailed };
    },

    /** `POST /api/org/invitations/:id/resend`: a new link, the old one dead. */
    async resend(caller: User, id: number, origin: string): Promise<InvitationLink> {
      const invitation = await findPending(caller, id);
      const { link, emailed } = await issueLink(invitation, origin);
      recordAudit(em, {
        actor: caller,
        action: 'invitation.resend',
        targetType: 'invitation',
        targetId: invitation.id,
        after: { emailed },
      });
      await em.flush();
      return { invitation: toInvitation(invitation), link, emailed };
    },

    /** `DELETE /api/org/invitations/:id`. */
    async revoke(caller: User, id: number): Promise<{ success: true }> {
      const invitation = await findPending(caller, id);
      invitation.revokedAt = now();
      recordAudit(em, {
        actor: caller,
        action: 'invitation.revoke',
        targetType: 'invitation',
        targetId: invitation.id,
      });
      await em.flush();
      return { success: true };
    },

    /** `GET /api/invitations/:token`. */
    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await byToken(token);
      return {
        organizationName: invitation.organization.name,
        email: invitation.email,
        role: invitation.role,
        suggestedUsername: invitation.account ? invitation.account.username : await freeUsername(invitation.email),
      };
    },

    /**
     * `POST /api/invitations/:token/accept`: the account is created (or an invited customer's completed) with the
     * chosen username and password, the invitation used up, and a session opened.
     */
    async accept(
      token: string,
      body: unknown,
      context: { ip?: string | undefined; userAgent?: string | undefined },
    ): Promise<AcceptedInvitation> {
      const invitation = await byToken(token);
      const input = parseInput(AcceptInvitation, body);
      assertOrganizationActive(invitation.organization);
      checkPasswordPolicy(input.username, input.password);
      const clashes = { username: USERNAME_UNAVAILABLE, email: ORGANIZATION_CLASHES.email };
      const account = invitation.account;
      await assertAvailable(
        em,
        { username: input.username },
        { clashes, ...(account ? { exceptId: account.id } : {}) },
      );
      if (!account) {
        await assertAvailable(em, { email: invitation.email }, { clashes, emailWithin: invitation.organization.id });
        // The plan's user limit (402) applies to an accepted invitation as to any new member of staff.
        await assertWithinLimit(em, invitation.organization.id, 'users', { role: invitation.role, now: now() });
        if (invitation.features.length) {
          const allowed = invitation.features.filter((f) => featureAllowedByOrg(f, invitation.organization));
          invitation.features = allowed;
        }
      }
      const passwordHash = await hashPassword(input.password);
      const user = await uniqueOrConflict(clashes, () =>
        em.transactional(async (tx) => {
          const fresh = await tx.findOneOrFail(Invitation, { id: invitation.id, acceptedAt: null });
          fresh.acceptedAt = now();
          let user: User;
          if (account) {
            user = await tx.findOneOrFail(User, { id: account.id });
            user.username = input.username;
            user.name = input.name;
            user.passwordHash = passwordHash;
          } else {
            user = tx.create(User, {
              organization: invitation.organization.id,
              username: input.username,
              email: invitation.email,
              name: input.name,
              companyName: invitation.role === 'customer' ? null : invitation.organization.name,
              role: invitation.role,
              planType: planTypeForTier(invitation.organization.subscriptionTier),
              isEnterprise: false,
              passwordHash,
            });
            for (const feature of invitation.features) tx.create(UserFeature, { user, feature });
          }
          await tx.flush();
          recordAudit(tx, {
            actor: user,
            action: 'invitation.accept',
            targetType: 'invitation',
            targetId: invitation.id,
            after: { userId: user.id, username: user.username, role: user.role },
          });
          return user;
        }),
      );
      const signedIn = await em.findOneOrFail(User, { id: user.id }, { populate: ['organization'], refresh: true });
      const opened = await auth.openSession(signedIn, { kind: 'user', ...context });
      return { token: opened.token, user: opened.user };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;

/** An account `qafila users create --org` made. */
export interface CreatedAccount {
  id: number;
  username: string;
  email: string | null;
  role: string;
  organization: string;
}

/** The link was good once but is no more (used, revoked, expired): 410 with the reason. */
export class GoneError extends ConflictError {}
