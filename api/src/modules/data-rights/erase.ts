import type { EntityManager } from '@mikro-orm/core';
import {
  AuditEntry,
  ChatMessageRecord,
  ChatSession,
  Driver,
  Invitation,
  Lead,
  Notification,
  Session,
  SupportCallRequest,
  SupportCase,
  User,
  WidgetSession,
} from '../../db/entities/index.ts';

/** The pseudonym an erased account keeps, so that the records the law requires still point at one account. */
export const erasedUsername = (id: number) => `erased-${id}`;
/** What replaces personal free text that must keep its row (a chat message, a support case's summary). */
export const ERASED_TEXT = '[erased]';

/**
 * Erases a person (PDPL): the account's personal fields are anonymised, its password and two-factor secrets and
 * every session removed, the personal content of its conversations and requests removed; shipments, documents and
 * support cases are kept (legally required records) and stay linked to the pseudonymous account `erased-<id>`.
 * Runs in the caller's unit of work; native updates, so nothing here is loaded for nothing.
 */
export async function erasePerson(em: EntityManager, userId: number): Promise<void> {
  const user = await em.findOneOrFail(User, userId);
  const email = user.email;
  const organizationId = user.organization.id;
  const username = user.username;
  await em.nativeUpdate(
    User,
    { id: userId },
    {
      username: erasedUsername(userId),
      email: null,
      name: null,
      phoneNumber: null,
      companyName: null,
      jobTitle: null,
      preferredLanguage: null,
      emailNotifications: false,
      // Not a hash of anything: no password can ever match it.
      passwordHash: '!',
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      recoveryCodes: null,
    },
  );
  await em.nativeDelete(Session, { user: userId });
  await em.nativeDelete(WidgetSession, { customer: userId });
  const sessions = await em.find(ChatSession, { $or: [{ customer: userId }, { owner: userId }] }, { fields: ['id'] });
  const sessionIds = sessions.map((s) => s.id);
  if (sessionIds.length) {
    // Both sides: the assistant's replies quote the person's name and shipments.
    await em.nativeUpdate(ChatMessageRecord, { session: { $in: sessionIds } }, { content: ERASED_TEXT, metadata: {} });
    await em.nativeUpdate(
      ChatSession,
      { id: { $in: sessionIds } },
      { visitorName: null, visitorContact: null, pageUrl: null, handoffReason: null },
    );
  }
  await em.nativeUpdate(SupportCase, { customer: userId }, { summary: ERASED_TEXT });
  await em.nativeUpdate(SupportCallRequest, { customer: userId }, { phone: '', topic: ERASED_TEXT });
  await em.nativeUpdate(Notification, { customer: userId }, { detail: null });
  if (email) await em.nativeDelete(Lead, { email });
  // Invitations of the person (by account or address, in their organization) go; a driver record of the fleet stays
  // the organization's, no longer linked to the account.
  await em.nativeDelete(Invitation, {
    $or: [{ account: userId }, ...(email ? [{ organization: organizationId, email }] : [])],
  });
  await em.nativeUpdate(Driver, { user: userId }, { user: null });
  // The audit trail keeps who did what, under the pseudonym; records of changes to this account lose their content.
  await em.nativeUpdate(AuditEntry, { actor: userId }, { actorUsername: erasedUsername(userId) });
  await em.nativeUpdate(AuditEntry, { actorUsername: username }, { actorUsername: erasedUsername(userId) });
  await em.nativeUpdate(AuditEntry, { targetType: 'user', targetId: String(userId) }, { before: null, after: null });
}
