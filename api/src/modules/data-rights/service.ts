import type { EntityManager } from '@mikro-orm/core';
import {
  CreateDataRequest,
  DATA_EXPORT_EXPIRY_DAYS,
  DATA_REQUEST_DUE_DAYS,
  DATA_REQUEST_REMINDER_DAYS,
  type DataRequestDto,
  type OrgDataRequest,
  RejectDataRequest,
} from '@qafila/contracts';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import { DataRequest, Organization, User } from '../../db/entities/index.ts';
import { ConflictError, NotFoundError, parseInput } from '../../domain/errors.ts';
import { type FileStorage, newStorageKey } from '../../lib/file-storage.ts';
import type { Logger } from '../../logger.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import type { AuthService } from '../auth/service.ts';
import { recordNotification } from '../notifications/service.ts';
import { erasedUsername, erasePerson } from './erase.ts';
import { buildExportZip } from './export.ts';

const DAY_MS = 86_400_000;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const actorOf = (user: User): Actor => ({ id: user.id, username: user.username });
const SYSTEM: Actor = { id: null, username: 'system' };
const OPEN_STATUSES = ['pending', 'ready'] as const;

/** A reminder to an organization's admins; e-mailed when SMTP is configured (the list shows the deadline anyway). */
export type ReminderSender = (to: string[], subject: string, text: string) => Promise<void>;

export function smtpReminderSender(mail: Config['mail']): ReminderSender | undefined {
  if (!mail.smtpUrl) return undefined;
  const transport = createTransport(mail.smtpUrl);
  return async (to, subject, text) => {
    await transport.sendMail({ from: mail.from, to, subject, text });
  };
}

function toDto(r: DataRequest): DataRequestDto {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    requestedAt: r.requestedAt.toISOString(),
    dueAt: r.dueAt.toISOString(),
    fulfilledAt: iso(r.fulfilledAt),
    expiresAt: iso(r.expiresAt),
    downloadedAt: iso(r.downloadedAt),
    rejectionReason: r.rejectionReason ?? null,
  };
}

function toOrgDto(r: DataRequest): OrgDataRequest {
  const u = r.user;
  const erased = !u || u.username === erasedUsername(u.id);
  return {
    ...toDto(r),
    requester: {
      id: erased ? null : u.id,
      name: erased ? `Erased user #${u?.id ?? r.id}` : (u.name ?? u.username),
      role: u?.role ?? 'customer',
    },
    fulfilledBy: r.fulfilledBy ? r.fulfilledBy.username : null,
  };
}

/**
 * PDPL data-rights requests (issue 16). Any signed-in user asks for an export (prepared at once: a ZIP kept until
 * its one download or DATA_EXPORT_EXPIRY_DAYS) or an erasure (an organization admin fulfils or rejects it before
 * the deadline). Every step is audited (`data-request.*`); the daily job reminds the admins and expires exports.
 */
export function createDataRightsService(options: {
  em: EntityManager;
  storage: FileStorage;
  auth: AuthService;
  logger: Logger;
  sendReminder?: ReminderSender;
}) {
  const { em, storage, auth, logger } = options;

  async function own(user: User, id: number): Promise<DataRequest> {
    const request = await em.findOne(DataRequest, { id, user: user.id });
    if (!request) throw new NotFoundError('Data request not found');
    return request;
  }

  async function ofOrganization(admin: User, id: number): Promise<DataRequest> {
    const request = await em.findOne(
      DataRequest,
      { id, organization: admin.organization.id },
      { populate: ['user', 'fulfilledBy'] },
    );
    if (!request) throw new NotFoundError('Data request not found');
    return request;
  }

  /** Prepares the export's archive, stores it and marks the request ready (audited). */
  async function prepareExport(request: DataRequest, userId: number, now: Date): Promise<void> {
    const zip = await buildExportZip(em, storage, userId);
    const key = newStorageKey(`data-exports/${request.organization.id}`);
    await storage.put(key, zip);
    request.fileKey = key;
    request.status = 'ready';
    request.fulfilledAt = now;
    request.expiresAt = new Date(now.getTime() + DATA_EXPORT_EXPIRY_DAYS * DAY_MS);
    recordAudit(em, {
      actor: SYSTEM,
      action: 'data-request.ready',
      targetType: 'data_request',
      targetId: request.id,
      after: { bytes: zip.length },
    });
    await em.flush();
  }

  return {
    async listMine(user: User): Promise<DataRequestDto[]> {
      const rows = await em.find(DataRequest, { user: user.id }, { orderBy: { requestedAt: 'desc', id: 'desc' } });
      return rows.map(toDto);
    },

    /** One open request per kind; an export is prepared at once. */
    async create(user: User, input: unknown, now = new Date()): Promise<DataRequestDto> {
      const { kind } = parseInput(CreateDataRequest, input);
      const open = await em.count(DataRequest, { user: user.id, kind, status: { $in: [...OPEN_STATUSES] } });
      if (open > 0) {
        throw new ConflictError(
          kind === 'export'
            ? 'You already have an export in progress or waiting to be downloaded'
            : 'You already have an erasure request waiting for an answer',
        );
      }
      const request = em.create(DataRequest, {
        organization: user.organization.id,
        user: user.id,
        kind,
        status: 'pending',
        requestedAt: now,
        dueAt: new Date(now.getTime() + DATA_REQUEST_DUE_DAYS * DAY_MS),
      });
      await em.flush();
      recordAudit(em, {
        actor: actorOf(user),
        action: 'data-request.create',
        targetType: 'data_request',
        targetId: request.id,
        after: { kind },
      });
      await em.flush();
      if (kind === 'export') await prepareExport(request, user.id, now);
      return toDto(request);
    },

    /** The requester's one download of a ready export: the file is removed as it is handed over. */
    async download(user: User, id: number, now = new Date()) {
      const request = await own(user, id);
      if (request.kind !== 'export') throw new NotFoundError('Data request not found');
      if (request.status === 'downloaded') throw new ConflictError('This export was already downloaded');
      if (request.status !== 'ready' || !request.fileKey) throw new ConflictError('This export is not available');
      const file = await storage.get(request.fileKey);
      if (!file) throw new ConflictError('This export is not available');
      const key = request.fileKey;
      request.status = 'downloaded';
      request.downloadedAt = now;
      request.fileKey = null;
      recordAudit(em, {
        actor: actorOf(user),
        action: 'data-request.download',
        targetType: 'data_request',
        targetId: id,
      });
      await em.flush();
      // The open stream keeps the data readable on every system we run on; the name is gone at once.
      file.stream.once('close', () => {
        storage.delete(key).catch((err: unknown) => logger.warn({ err }, 'could not remove a downloaded export'));
      });
      return { ...file, name: `qafila-data-export-${id}.zip` };
    },

    async listOrganization(admin: User): Promise<OrgDataRequest[]> {
      const rows = await em.find(
        DataRequest,
        { organization: admin.organization.id },
        { populate: ['user', 'fulfilledBy'], orderBy: { requestedAt: 'desc', id: 'desc' } },
      );
      return rows.map(toOrgDto);
    },

    /** An admin fulfils: an erasure erases the person; an export not yet ready is prepared. */
    async fulfil(admin: User, id: number, now = new Date()): Promise<OrgDataRequest> {
      const request = await ofOrganization(admin, id);
      if (request.status !== 'pending') throw new ConflictError('This request has already been answered');
      const subject = request.user;
      if (!subject) throw new ConflictError('The person of this request no longer exists');
      if (request.kind === 'export') {
        await prepareExport(request, subject.id, now);
        return toOrgDto(request);
      }
      if (subject.id === admin.id)
        throw new ConflictError('Another admin of your organization must fulfil your own erasure');
      if (subject.role === 'org_admin') {
        const admins = await em.count(User, {
          organization: admin.organization.id,
          role: 'org_admin',
          id: { $ne: subject.id },
          $not: { username: { $like: 'erased-%' } },
        });
        if (admins === 0) throw new ConflictError('An organization needs at least one active admin');
      }
      await auth.revokeOthers(subject.id);
      await em.transactional(async (tx) => {
        await erasePerson(tx, subject.id);
        const row = await tx.findOneOrFail(DataRequest, id);
        row.status = 'completed';
        row.fulfilledAt = now;
        row.fulfilledBy = tx.getReference(User, admin.id);
        recordAudit(tx, {
          actor: actorOf(admin),
          action: 'data-request.erase',
          targetType: 'data_request',
          targetId: id,
          after: { userId: subject.id },
        });
      });
      em.clear();
      return toOrgDto(await ofOrganization(admin, id));
    },

    async reject(admin: User, id: number, input: unknown, now = new Date()): Promise<OrgDataRequest> {
      const { reason } = parseInput(RejectDataRequest, input);
      const request = await ofOrganization(admin, id);
      if (request.status !== 'pending') throw new ConflictError('This request has already been answered');
      request.status = 'rejected';
      request.rejectionReason = reason;
      request.fulfilledAt = now;
      request.fulfilledBy = em.getReference(User, admin.id);
      recordAudit(em, {
        actor: actorOf(admin),
        action: 'data-request.reject',
        targetType: 'data_request',
        targetId: id,
      });
      await em.flush();
      await em.populate(request, ['fulfilledBy']);
      return toOrgDto(request);
    },

    /**
     * The daily part of the job: reminders to the admins of requests still pending 7 and 2 days before their
     * deadline, and ready exports past their expiry removed. Answers how many of each.
     */
    async daily(now = new Date(), dryRun = false): Promise<{ reminders: number; expiredExports: number }> {
      let reminders = 0;
      const pending = await em.find(DataRequest, { status: 'pending' }, { populate: ['organization'] });
      for (const request of pending) {
        const daysLeft = (request.dueAt.getTime() - now.getTime()) / DAY_MS;
        const due = DATA_REQUEST_REMINDER_DAYS.filter((d) => daysLeft <= d).length;
        if (due <= request.remindersSent) continue;
        reminders += 1;
        if (dryRun) continue;
        request.remindersSent = due;
        const left = Math.max(0, Math.ceil(daysLeft));
        recordAudit(em, {
          actor: SYSTEM,
          action: 'data-request.remind',
          targetType: 'data_request',
          targetId: request.id,
          after: { daysLeft: left },
        });
        // In the organization's notifications (worded by the client from `kind:days`), and by e-mail with SMTP.
        recordNotification(em, {
          organization: em.getReference(Organization, request.organization.id),
          kind: 'data_request',
          adminsOnly: true,
          customer: request.user ? em.getReference(User, request.user.id) : null,
          detail: `${request.kind}:${left}`,
        });
        const admins = await em.find(User, {
          organization: request.organization.id,
          role: 'org_admin',
          email: { $ne: null },
        });
        const to = admins.map((a) => a.email).filter((e): e is string => Boolean(e));
        if (options.sendReminder && to.length) {
          await options
            .sendReminder(
              to,
              `Data request #${request.id} is due in ${left} days`,
              `A ${request.kind} request of ${request.organization.name} is due on ${request.dueAt.toISOString().slice(0, 10)}.\nAnswer it in the dashboard: Account, Data requests.`,
            )
            .catch((err: unknown) => logger.warn({ err }, 'could not e-mail a data request reminder'));
        }
      }
      const expired = await em.find(DataRequest, { status: 'ready', expiresAt: { $lte: now } });
      if (!dryRun) {
        for (const request of expired) {
          if (request.fileKey) await storage.delete(request.fileKey);
          request.fileKey = null;
          request.status = 'expired';
          recordAudit(em, {
            actor: SYSTEM,
            action: 'data-request.expire',
            targetType: 'data_request',
            targetId: request.id,
          });
        }
        await em.flush();
      }
      return { reminders, expiredExports: expired.length };
    },
  };
}
export type DataRightsService = ReturnType<typeof createDataRightsService>;
