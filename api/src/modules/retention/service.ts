import type { EntityManager } from '@mikro-orm/core';
import { RETENTION_PERIODS, type RetentionPeriodId, type RetentionReport } from '@qafila/contracts';
import {
  AnalyticsEventRecord,
  ChatSession,
  ComplianceDocument,
  Lead,
  Shipment,
  User,
} from '../../db/entities/index.ts';
import { UsageCounter } from '../../db/entities/usage-counter.ts';
import { UsageDayCounter } from '../../db/entities/usage-day-counter.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import type { Logger } from '../../logger.ts';
import { CLI_ACTOR, recordAudit } from '../audit/service.ts';
import { erasePerson } from '../data-rights/erase.ts';
import type { DataRightsService } from '../data-rights/service.ts';

/** `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * One rule per period of RETENTION_PERIODS: counts (dry run) or removes what is older than the cutoff. Rows are
 * removed through the database's own cascades (a shipment's events and documents, a conversation's messages); the
 * files of removed documents are deleted from the storage.
 */
function rules(em: EntityManager, storage: FileStorage) {
  async function deleteDocumentFiles(where: object): Promise<void> {
    const docs = await em.find(ComplianceDocument, { ...where, storageKey: { $ne: null } }, { fields: ['storageKey'] });
    for (const d of docs) if (d.storageKey) await storage.delete(d.storageKey);
  }
  return {
    account: async (cutoff: Date, dryRun: boolean) => {
      const users = await em.find(
        User,
        {
          organization: { status: 'cancelled', updatedAt: { $lt: cutoff } },
          $not: { username: { $like: 'erased-%' } },
        },
        { fields: ['id'] },
      );
      if (!dryRun) for (const u of users) await erasePerson(em, u.id);
      return users.length;
    },
    shipments: async (cutoff: Date, dryRun: boolean) => {
      const where = { updatedAt: { $lt: cutoff } };
      const count = await em.count(Shipment, where);
      if (!dryRun && count) {
        await deleteDocumentFiles({ shipment: where });
        await em.nativeDelete(Shipment, where);
      }
      return count;
    },
    financial: async (cutoff: Date, dryRun: boolean) => {
      const month = ymd(cutoff).slice(0, 7);
      const day = ymd(cutoff);
      const count =
        (await em.count(UsageCounter, { month: { $lt: month } })) +
        (await em.count(UsageDayCounter, { day: { $lt: day } }));
      if (!dryRun && count) {
        await em.nativeDelete(UsageCounter, { month: { $lt: month } });
        await em.nativeDelete(UsageDayCounter, { day: { $lt: day } });
      }
      return count;
    },
    compliance: async (cutoff: Date, dryRun: boolean) => {
      const where = { createdAt: { $lt: cutoff } };
      const count = await em.count(ComplianceDocument, where);
      if (!dryRun && count) {
        await deleteDocumentFiles(where);
        await em.nativeDelete(ComplianceDocument, where);
      }
      return count;
    },
    chat: async (cutoff: Date, dryRun: boolean) => {
      const where = { updatedAt: { $lt: cutoff } };
      const count = await em.count(ChatSession, where);
      if (!dryRun && count) await em.nativeDelete(ChatSession, where);
      return count;
    },
    analytics: async (cutoff: Date, dryRun: boolean) => {
      const where = { createdAt: { $lt: cutoff } };
      const count = await em.count(AnalyticsEventRecord, where);
      if (!dryRun && count) await em.nativeDelete(AnalyticsEventRecord, where);
      return count;
    },
    leads: async (cutoff: Date, dryRun: boolean) => {
      const where = { createdAt: { $lt: cutoff } };
      const count = await em.count(Lead, where);
      if (!dryRun && count) await em.nativeDelete(Lead, where);
      return count;
    },
  } satisfies Record<RetentionPeriodId, (cutoff: Date, dryRun: boolean) => Promise<number>>;
}

/**
 * The retention job (issue 16): enforces RETENTION_PERIODS — the periods the privacy policy's table shows — and
 * the data requests' daily work (reminders, expired exports). Run daily by the server and by
 * `qafila retention run [--dry-run]`; logs and audits (`retention.run`) what it removed.
 */
export function createRetentionService(options: {
  em: EntityManager;
  storage: FileStorage;
  logger: Logger;
  dataRights: DataRightsService;
}) {
  const { em, storage, logger, dataRights } = options;
  return {
    async run(opts: { now?: Date; dryRun?: boolean } = {}): Promise<RetentionReport> {
      const now = opts.now ?? new Date();
      const dryRun = opts.dryRun ?? false;
      const byId = rules(em, storage);
      const periods: RetentionReport['periods'] = [];
      for (const period of RETENTION_PERIODS) {
        const cutoff = monthsBefore(now, period.months);
        const removed = await byId[period.id](cutoff, dryRun);
        periods.push({ id: period.id, months: period.months, cutoff: cutoff.toISOString(), removed });
      }
      const { reminders, expiredExports } = await dataRights.daily(now, dryRun);
      const report: RetentionReport = { dryRun, ranAt: now.toISOString(), periods, expiredExports, reminders };
      if (!dryRun) {
        recordAudit(em, {
          actor: { ...CLI_ACTOR, username: 'retention' },
          action: 'retention.run',
          targetType: 'retention',
          targetId: ymd(now),
          after: { periods: periods.map((p) => ({ id: p.id, removed: p.removed })), expiredExports, reminders },
        });
        await em.flush();
      }
      logger.info(
        { dryRun, removed: Object.fromEntries(periods.map((p) => [p.id, p.removed])), expiredExports, reminders },
        'retention run',
      );
      return report;
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
