import type { EntityManager } from '@mikro-orm/core';
import {
  type ComplianceOverview,
  type DOCUMENT_TYPES,
  LICENCE_ALERT_DAYS,
  type Licence,
  licenceExpiryState,
  type ResolveChecklistItem,
  requiredDocuments,
  type SaveLicence,
  type ShipmentCompliance,
} from '@qafila/contracts';
import { ComplianceLicence, ComplianceResolution, Shipment, type User } from '../../db/entities/index.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { dubaiDay } from '../../lib/dubai-calendar.ts';
import { recordAudit } from '../audit/service.ts';
import { recordNotification } from '../notifications/service.ts';
import { checklists, organizationCompliance } from './checklist.ts';

type DocumentType = (typeof DOCUMENT_TYPES)[number];
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export function toLicenceDto(l: ComplianceLicence, today: string): Licence {
  const daysLeft = daysBetween(today, l.expiresOn);
  return {
    id: l.id,
    kind: l.kind,
    number: l.number,
    authority: l.authority,
    issuedOn: l.issuedOn ?? null,
    expiresOn: l.expiresOn,
    note: l.note,
    daysLeft,
    expiry: licenceExpiryState(daysLeft),
    updatedAt: l.updatedAt.toISOString(),
  };
}

/**
 * The alert level a licence has reached: the smallest of LICENCE_ALERT_DAYS not below its days left, 0 once expired,
 * null while more than 60 days remain.
 */
export function alertLevel(daysLeft: number): number | null {
  if (daysLeft < 0) return 0;
  return [...LICENCE_ALERT_DAYS].sort((a, b) => a - b).find((d) => daysLeft <= d) ?? null;
}

/**
 * UAE Compliance (issue 18, ADR 0035): checklists and the score of the organization's shipments, items staff resolve,
 * and the organization's trade licence and permits with their expiry notifications. Every query is scoped to the
 * caller's organization: another's shipment or licence does not exist for them (404).
 */
export function createComplianceService(options: { em: EntityManager; now?: () => Date }) {
  const now = () => options.now?.() ?? new Date();

  async function shipmentOf(em: EntityManager, staff: User, shipmentId: number): Promise<Shipment> {
    const s = await em.findOne(Shipment, { id: shipmentId, organization: staff.organization.id });
    if (!s) throw new NotFoundError('Shipment not found');
    return s;
  }

  async function checklistOf(em: EntityManager, shipment: Shipment): Promise<ShipmentCompliance> {
    const [one] = await checklists(em, { id: shipment.id });
    if (!one) throw new NotFoundError('Shipment not found');
    return one;
  }

  async function licenceOf(em: EntityManager, staff: User, id: number): Promise<ComplianceLicence> {
    const l = await em.findOne(ComplianceLicence, { id, organization: staff.organization.id });
    if (!l) throw new NotFoundError('Licence not found');
    return l;
  }

  const snapshot = (l: ComplianceLicence) => ({
    kind: l.kind,
    number: l.number,
    authority: l.authority,
    issuedOn: l.issuedOn ?? null,
    expiresOn: l.expiresOn,
  });

  /**
   * Notifies the organization's admins (admins-only notification licence_expiring) of each licence that reached a
   * new alert level — 60, 30 or 7 days before its expiry, and once expired — once per level. Organization: only
   * its licences; none: every organization's (the hourly job). Returns how many were sent.
   */
  async function notifyExpiring(em: EntityManager, organizationId?: number): Promise<number> {
    const today = dubaiDay(now());
    const horizon = new Date(Date.parse(today) + Math.max(...LICENCE_ALERT_DAYS) * DAY_MS).toISOString().slice(0, 10);
    const due = await em.find(
      ComplianceLicence,
      { expiresOn: { $lte: horizon }, ...(organizationId ? { organization: organizationId } : {}) },
      { populate: ['organization'] },
    );
    let sent = 0;
    for (const l of due) {
      const daysLeft = daysBetween(today, l.expiresOn);
      const level = alertLevel(daysLeft);
      if (level === null || (l.notifiedDays !== null && l.notifiedDays !== undefined && l.notifiedDays <= level)) {
        continue;
      }
      // detail: `kind:days left:number` — the client writes the sentence in the admin's language.
      recordNotification(em, {
        organization: l.organization,
        kind: 'licence_expiring',
        detail: `${l.kind}:${daysLeft}:${l.number}`,
        adminsOnly: true,
      });
      l.notifiedDays = level;
      sent++;
    }
    await em.flush();
    return sent;
  }

  return {
    notifyExpiring: (organizationId?: number) => notifyExpiring(options.em, organizationId),

    async overview(staff: User): Promise<ComplianceOverview> {
      const { em } = options;
      const today = dubaiDay(now());
      const [compliance, licences] = await Promise.all([
        organizationCompliance(em, staff.organization.id, true),
        em.find(
          ComplianceLicence,
          { organization: staff.organization.id },
          { orderBy: { expiresOn: 'asc', id: 'asc' } },
        ),
      ]);
      return { ...compliance, licences: licences.map((l) => toLicenceDto(l, today)) };
    },

    async resolve(
      staff: User,
      shipmentId: number,
      documentType: DocumentType,
      input: ResolveChecklistItem,
    ): Promise<ShipmentCompliance> {
      const { em } = options;
      const shipment = await shipmentOf(em, staff, shipmentId);
      if (!requiredDocuments(shipment).some((r) => r.documentType === documentType)) {
        throw new ConflictError(`Shipment ${shipment.trackingNumber} does not need a ${documentType} document`);
      }
      const existing = await em.findOne(ComplianceResolution, { shipment: shipment.id, documentType });
      const before = existing ? { resolution: existing.resolution, note: existing.note } : null;
      if (existing) {
        existing.resolution = input.resolution;
        existing.note = input.note;
        existing.resolvedBy = staff;
        existing.createdAt = now();
      } else {
        em.create(ComplianceResolution, {
          shipment,
          documentType,
          resolution: input.resolution,
          note: input.note,
          resolvedBy: staff,
          createdAt: now(),
        });
      }
      recordAudit(em, {
        actor: staff,
        action: 'compliance.item_resolved',
        targetType: 'shipment',
        targetId: shipment.id,
        before,
        after: { documentType, resolution: input.resolution, note: input.note },
      });
      await em.flush();
      return checklistOf(em, shipment);
    },

    async reopen(staff: User, shipmentId: number, documentType: DocumentType): Promise<ShipmentCompliance> {
      const { em } = options;
      const shipment = await shipmentOf(em, staff, shipmentId);
      const existing = await em.findOne(ComplianceResolution, { shipment: shipment.id, documentType });
      if (!existing) throw new NotFoundError('This checklist item is not resolved');
      recordAudit(em, {
        actor: staff,
        action: 'compliance.item_reopened',
        targetType: 'shipment',
        targetId: shipment.id,
        before: { documentType, resolution: existing.resolution, note: existing.note },
      });
      em.remove(existing);
      await em.flush();
      return checklistOf(em, shipment);
    },

    async createLicence(admin: User, input: SaveLicence): Promise<Licence> {
      const { em } = options;
      const licence = em.create(ComplianceLicence, {
        organization: admin.organization,
        kind: input.kind,
        number: input.number,
        authority: input.authority,
        issuedOn: input.issuedOn ?? null,
        expiresOn: input.expiresOn,
        note: input.note ?? '',
        notifiedDays: null,
        createdBy: admin,
      });
      await em.flush();
      recordAudit(em, {
        actor: admin,
        action: 'compliance.licence_added',
        targetType: 'compliance_licence',
        targetId: licence.id,
        after: snapshot(licence),
      });
      await notifyExpiring(em, admin.organization.id);
      return toLicenceDto(licence, dubaiDay(now()));
    },

    async updateLicence(admin: User, id: number, input: SaveLicence): Promise<Licence> {
      const { em } = options;
      const licence = await licenceOf(em, admin, id);
      const before = snapshot(licence);
      // A renewal (another expiry day) re-arms the notifications.
      if (licence.expiresOn !== input.expiresOn) licence.notifiedDays = null;
      licence.kind = input.kind;
      licence.number = input.number;
      licence.authority = input.authority;
      licence.issuedOn = input.issuedOn ?? null;
      licence.expiresOn = input.expiresOn;
      licence.note = input.note ?? '';
      recordAudit(em, {
        actor: admin,
        action: 'compliance.licence_changed',
        targetType: 'compliance_licence',
        targetId: licence.id,
        before,
        after: snapshot(licence),
      });
      await em.flush();
      await notifyExpiring(em, admin.organization.id);
      return toLicenceDto(licence, dubaiDay(now()));
    },

    async deleteLicence(admin: User, id: number): Promise<void> {
      const { em } = options;
      const licence = await licenceOf(em, admin, id);
      recordAudit(em, {
        actor: admin,
        action: 'compliance.licence_removed',
        targetType: 'compliance_licence',
        targetId: licence.id,
        before: snapshot(licence),
      });
      em.remove(licence);
      await em.flush();
    },
  };
}
export type ComplianceService = ReturnType<typeof createComplianceService>;
