import type { EntityManager } from '@mikro-orm/core';
import type { AuthUser } from '@qafila/contracts';
import { Session, User } from '../../db/entities/index.ts';
import { ForbiddenError } from '../../domain/errors.ts';
import { assertOrganizationActive } from '../organizations/service.ts';
import { toAuthUser } from '../users/dto.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSessionCache } from './session-cache.ts';
import { issueToken, newSessionId, verifyToken } from './tokens.ts';

export type SessionKind = 'user' | 'admin';

export const DEACTIVATED_MESSAGE = "This account has been deactivated: ask your organization's admin";

/** Lifetime of a token and its session: a working day for users, four hours for the super admin. */
export const SESSION_TTL_MS: Record<SessionKind, number> = { user: 8 * 3_600_000, admin: 4 * 3_600_000 };
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionContext {
  kind: SessionKind;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** A session just opened, with its token and the user as the web app keeps it. */
export interface Opened {
  token: string;
  user: AuthUser;
  session: Session;
}

export interface Authenticated {
  user: User;
  session: Session;
  /** The user's assigned active features, once a section guard has read them (kept with the cached session). */
  assignedFeatures?: ReadonlySet<string>;
}

export function createAuthService(options: {
  em: EntityManager;
  secret: string;
  /** Called once sessions were revoked (stored), e.g. to close the WebSockets they opened. */
  onRevoked?: (revoked: { sessionId: string } | { userId: number }) => Promise<unknown> | unknown;
}) {
  const { em, secret } = options;
  // Verified against when the username does not exist, so both answers take the same time.
  const dummyHash = hashPassword('qafila-timing-equaliser');
  // Verified sessions for a few seconds; revocations and changes made through this process empty it at once.
  const sessions = createSessionCache<Authenticated>(em);

  /** Whether an account may sign in through this kind of session: super admins only through the portal. */
  const allows = (user: User, kind: SessionKind): boolean =>
    kind === 'admin' ? user.role === 'super_admin' : user.role !== 'super_admin';

  /** Opens a session for a user whose credentials were checked (the organization, populated, must be active). */
  async function openSession(user: User, context: SessionContext): Promise<Opened> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS[context.kind]);
    const session = em.create(Session, {
      id: newSessionId(),
      user,
      kind: context.kind,
      expiresAt,
      ip: context.ip?.slice(0, 64) ?? null,
      userAgent: context.userAgent?.slice(0, 300) ?? null,
    });
    await em.flush();
    return { token: issueToken(secret, { sessionId: session.id, expiresAt }), user: toAuthUser(user), session };
  }

  return {
    allows,
    openSession,

    /**
     * Checks the credentials and opens a session. Undefined for any failure, with the same cost whether or
     * not the user exists. `user` sessions are for customers and staff, `admin` sessions for super admins.
     */
    async login(
      username: string,
      password: string,
      context: SessionContext,
    ): Promise<Opened | { twoFactorRequired: true; user: User } | undefined> {
      const user = await em.findOne(
        User,
        { username: username.trim().toLowerCase() },
        { populate: ['organization', 'passwordHash'] },
      );
      if (!user) {
        await verifyPassword(password, await dummyHash);
        return undefined;
      }
      const valid = await verifyPassword(password, user.passwordHash);
      if (!valid || !allows(user, context.kind)) return undefined;
      // Only once the password is right: a suspended or cancelled organization's members learn why (403).
      assertOrganizationActive(user.organization);
      // Likewise an account its organization's admin deactivated (issue 16).
      if (user.deactivatedAt) throw new ForbiddenError(DEACTIVATED_MESSAGE);
      // Two-factor sign-in on: no session before the second step (POST …/login/two-factor).
      if (user.totpEnabledAt) return { twoFactorRequired: true, user };
      return openSession(user, context);
    },

    /** The user behind a token of the given kind, if the token is genuine and its session is live. */
    async authenticate(token: string, kind: SessionKind, em2?: EntityManager): Promise<Authenticated | undefined> {
      const claims = verifyToken(secret, token);
      if (!claims) return undefined;
      const now = new Date();
      const live = (s: Session) => s.kind === kind && !s.revokedAt && s.expiresAt > now;
      const touch = async (s: Session) => {
        if (now.getTime() - s.lastSeenAt.getTime() <= LAST_SEEN_RESOLUTION_MS) return;
        s.lastSeenAt = now;
        // A fork: the WebSocket upgrade authenticates too, outside any request.
        await em.fork().nativeUpdate(Session, { id: s.id }, { lastSeenAt: now });
      };
      const cached = em2 ? undefined : sessions.get(claims.sessionId);
      if (cached) {
        if (!live(cached.session)) return undefined;
        await touch(cached.session);
        return cached;
      }
      const generation = sessions.generation();
      // A fork of its own, never the request's: the session and its user are cached across requests (and read by the
      // WebSocket upgrade), so they must not sit in one request's identity map, where that request's reads and flushes
      // would share them.
      const session = await (em2 ?? em.fork()).findOne(
        Session,
        { id: claims.sessionId },
        { populate: ['user', 'user.organization'] },
      );
      if (!session || !live(session) || session.user.deactivatedAt) return undefined;
      await touch(session);
      const found: Authenticated = { user: session.user, session };
      if (!em2) sessions.set(session.id, found, generation);
      return found;
    },

    /** Revokes one session (logout). */
    async revoke(sessionId: string): Promise<void> {
      sessions.forgetSession(sessionId);
      await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
      sessions.forgetSession(sessionId);
      await options.onRevoked?.({ sessionId });
    },

    /** Revokes every live session of a user but one (password change). */
    async revokeOthers(userId: number, keepSessionId?: string): Promise<number> {
      sessions.forgetUser(userId);
      const revoked = await em.nativeUpdate(
        Session,
        { user: userId, revokedAt: null, ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}) },
        { revokedAt: new Date() },
      );
      sessions.forgetUser(userId);
      if (revoked > 0) await options.onRevoked?.({ userId });
      return revoked;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
