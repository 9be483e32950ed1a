import type { EntityManager } from '@mikro-orm/core';
import {
  AuditEntry,
  ChatMessageRecord,
  ChatSession,
  CommunicationRecord,
  ComplianceDocument,
  DataRequest,
  Notification,
  Shipment,
  ShipmentEvent,
  SupportCallRequest,
  SupportCase,
  User,
} from '../../db/entities/index.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { type ZipSource, zipStream } from '../../lib/zip.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A name safe inside the ZIP: letters, digits, '.', '-' and '_' only. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 120) || 'file';

/**
 * Everything the platform holds about one person, as JSON files and their documents' files (PDPL access and
 * portability): `profile.json`, `shipments.json`, `chats.json`, `support.json`, `documents.json` (metadata),
 * `notifications.json`, `audit.json` (their own actions), `data-requests.json`, `documents/<id>-<name>`.
 */
export async function exportSources(em: EntityManager, storage: FileStorage, userId: number): Promise<ZipSource[]> {
  const user = await em.findOneOrFail(User, userId, { populate: ['organization'] });
  const profile = {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    companyName: user.companyName,
    jobTitle: user.jobTitle,
    role: user.role,
    organization: { id: user.organization.id, name: user.organization.name },
    preferredLanguage: user.preferredLanguage,
    notificationChannel: user.notificationChannel,
    emailNotifications: user.emailNotifications,
    twoFactorEnabledAt: iso(user.totpEnabledAt),
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
  const shipments = await em.find(Shipment, { customer: userId }, { orderBy: { id: 'asc' } });
  const shipmentIds = shipments.map((s) => s.id);
  const events = shipmentIds.length
    ? await em.find(ShipmentEvent, { shipment: { $in: shipmentIds } }, { orderBy: { occurredAt: 'asc' } })
    : [];
  const communications = await em.find(CommunicationRecord, { customer: userId }, { orderBy: { id: 'asc' } });
  const documents = await em.find(
    ComplianceDocument,
    { $or: [{ shipment: { $in: shipmentIds } }, { uploadedBy: userId }] },
    { orderBy: { id: 'asc' } },
  );
  const sessions = await em.find(
    ChatSession,
    { $or: [{ customer: userId }, { owner: userId }] },
    { orderBy: { createdAt: 'asc' } },
  );
  const messages = sessions.length
    ? await em.find(ChatMessageRecord, { session: { $in: sessions.map((s) => s.id) } }, { orderBy: { id: 'asc' } })
    : [];
  const cases = await em.find(SupportCase, { customer: userId }, { orderBy: { id: 'asc' } });
  const calls = await em.find(SupportCallRequest, { customer: userId }, { orderBy: { id: 'asc' } });
  const notifications = await em.find(Notification, { customer: userId }, { orderBy: { id: 'asc' } });
  const audit = await em.find(AuditEntry, { actor: userId }, { orderBy: { id: 'asc' } });
  const requests = await em.find(DataRequest, { user: userId }, { orderBy: { id: 'asc' } });

  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const sources: ZipSource[] = [
    { name: 'profile.json', data: json(profile) },
    {
      name: 'shipments.json',
      data: json(
        shipments.map((s) => ({
          id: s.id,
          trackingNumber: s.trackingNumber,
          status: s.status,
          origin: s.origin,
          destination: s.destination,
          service: s.service,
          weightKg: s.weightKg,
          dimensionsCm: [s.lengthCm, s.widthCm, s.heightCm],
          declaredValueAed: s.declaredValueAed,
          description: s.description,
          estimatedDelivery: iso(s.estimatedDelivery),
          createdAt: iso(s.createdAt),
          events: events
            .filter((e) => e.shipment.id === s.id)
            .map((e) => ({
              status: e.status,
              description: e.description,
              location: e.location,
              at: iso(e.occurredAt),
            })),
          communications: communications
            .filter((c) => c.shipment?.id === s.id)
            .map((c) => ({ channel: c.channel, type: c.messageType, subject: c.subject, at: iso(c.occurredAt) })),
        })),
      ),
    },
    {
      name: 'chats.json',
      data: json(
        sessions.map((s) => ({
          id: s.id,
          channel: s.channel,
          status: s.status,
          createdAt: iso(s.createdAt),
          messages: messages
            .filter((m) => m.session.id === s.id)
            .map((m) => ({ role: m.role, content: m.content, language: m.language, at: iso(m.createdAt) })),
        })),
      ),
    },
    {
      name: 'support.json',
      data: json({
        cases: cases.map((c) => ({
          reference: c.reference,
          category: c.category,
          status: c.status,
          summary: c.summary,
          createdAt: iso(c.createdAt),
        })),
        callRequests: calls.map((c) => ({
          reference: c.reference,
          preferredAt: iso(c.preferredAt),
          phone: c.phone,
          topic: c.topic,
          status: c.status,
          createdAt: iso(c.createdAt),
        })),
      }),
    },
    {
      name: 'documents.json',
      data: json(
        documents.map((d) => ({
          id: d.id,
          shipmentId: d.shipment.id,
          documentType: d.documentType,
          name: d.name,
          status: d.status,
          fileName: d.fileName,
          contentType: d.contentType,
          sizeBytes: d.sizeBytes,
          createdAt: iso(d.createdAt),
        })),
      ),
    },
    {
      name: 'notifications.json',
      data: json(notifications.map((n) => ({ kind: n.kind, detail: n.detail, at: iso(n.createdAt) }))),
    },
    {
      name: 'audit.json',
      data: json(
        audit.map((a) => ({ action: a.action, targetType: a.targetType, targetId: a.targetId, at: iso(a.createdAt) })),
      ),
    },
    {
      name: 'data-requests.json',
      data: json(
        requests.map((r) => ({
          id: r.id,
          kind: r.kind,
          status: r.status,
          requestedAt: iso(r.requestedAt),
          dueAt: iso(r.dueAt),
        })),
      ),
    },
  ];
  for (const d of documents) {
    if (!d.storageKey) continue;
    const file = await storage.get(d.storageKey);
    if (file) sources.push({ name: `documents/${d.id}-${safeName(d.fileName ?? d.name)}`, ...file });
  }
  return sources;
}

/** The export as one ZIP in memory (read from `zipStream`), to store until its one download. */
export async function buildExportZip(em: EntityManager, storage: FileStorage, userId: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(await exportSources(em, storage, userId))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
