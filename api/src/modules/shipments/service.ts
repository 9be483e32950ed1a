import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import {
  ChangeShipmentStatus,
  type CommunicationRecord as CommunicationRecordDto,
  type ComplianceResult,
  type Shipment as ShipmentDto,
  type TrackedShipment,
} from '@qafila/contracts';
import {
  CommunicationRecord,
  ComplianceDocument,
  CustomsDeclaration,
  Shipment,
  ShipmentEvent,
} from '../../db/entities/index.ts';
import { ForbiddenError, NotFoundError, parseInput } from '../../domain/errors.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { type Caller, findReadableUser, type ScopedCaller, shipmentScope } from '../access.ts';
import { shipmentDeclarationOf } from '../customs/service.ts';
import type { DomainEvents } from '../events/bus.ts';
import { recordNotification } from '../notifications/service.ts';
import { toTrackedShipment } from './dto.ts';
import { customerShipments, historyOf, shipmentInScope } from './queries.ts';
import { trackingKey } from './tracking.ts';

/** Shipments, their history, compliance and communications, always within the caller's scope. */
export function createShipmentService(em: EntityManager, realtime?: RealtimeHub, events?: DomainEvents) {
  return {
    async listForCustomer(caller: Caller, customerId: number): Promise<ShipmentDto[]> {
      // Everyone may read themselves: no need to load the caller again.
      const self = caller.kind === 'user' && caller.user.id === customerId;
      const customer = self ? caller.user : await findReadableUser(em, caller, customerId);
      return customerShipments(em, caller, customer.id);
    },

    /**
     * A shipment by our tracking number (case, spaces and hyphens tolerated), air waybill or container
     * number. One the caller may not see is answered exactly like one that does not exist.
     */
    async findByReference(
      caller: ScopedCaller,
      reference: string,
      within: EntityManager = em,
    ): Promise<Shipment | undefined> {
      return this.findInScope(shipmentScope(caller), reference, within);
    },

    /** The same search within an explicit scope (an anonymous widget visitor: their organization's shipments). */
    async findInScope(
      scope: FilterQuery<Shipment>,
      reference: string,
      within: EntityManager = em,
    ): Promise<Shipment | undefined> {
      const key = trackingKey(reference);
      if (!/^[A-Z0-9]{4,32}$/.test(key)) return undefined;
      const found = await within.findOne(Shipment, {
        $and: [{ $or: [{ trackingKey: key }, { awbNumber: key }, { containerNumber: key }] }, scope],
      });
      return found ?? undefined;
    },

    async track(caller: ScopedCaller, reference: string): Promise<TrackedShipment> {
      const s = await this.findByReference(caller, reference);
      if (!s) throw new NotFoundError('Shipment not found');
      return toTrackedShipment(s, await historyOf(em, s.id));
    },

    /** One shipment with its history, within the caller's scope (an API key's: its organization's). */
    async detail(caller: ScopedCaller, shipmentId: number): Promise<TrackedShipment> {
      const s = await shipmentInScope(em, caller, shipmentId);
      return toTrackedShipment(s, await historyOf(em, s.id));
    },

    async compliance(caller: Caller, shipmentId: number): Promise<ComplianceResult> {
      const s = await shipmentInScope(em, caller, shipmentId);
      const docs = await em.find(ComplianceDocument, { shipment: s.id }, { orderBy: { id: 'asc' } });
      const checks: ComplianceResult['checks'] = {};
      for (const d of docs) {
        const key = checks[d.documentType] ? `${d.documentType}_${d.id}` : d.documentType;
        checks[key] = { documentType: d.documentType, status: d.status, name: d.name, description: d.description };
      }
      // The latest customs declaration too (issue 18): what it is, where it stands, duty and VAT once submitted.
      const declaration = await em.findOne(CustomsDeclaration, { shipment: s.id }, { orderBy: { id: 'desc' } });
      return { shipmentId: s.id, checks, declaration: declaration ? shipmentDeclarationOf(declaration) : null };
    },

    /**
     * Staff change a shipment's status with a reason: a status event is recorded and the customer's open
     * dashboards are told at once (`shipment_update` on /ws).
     */
    async changeStatus(caller: ScopedCaller, shipmentId: number, raw: unknown): Promise<TrackedShipment> {
      if (caller.kind === 'visitor') throw new ForbiddenError('Only staff can change a shipment status');
      // An API key with shipments:write (issue 17) acts as its organization's staff.
      const role = caller.kind === 'user' ? caller.user.role : 'org_user';
      if (role !== 'org_admin' && role !== 'org_user')
        throw new ForbiddenError('Only staff can change a shipment status');
      const input = parseInput(ChangeShipmentStatus, raw);
      const s = await shipmentInScope(em, caller, shipmentId);
      const becameDelayed = input.status === 'delayed' && s.status !== 'delayed';
      const from = s.status;
      s.status = input.status;
      if (becameDelayed) {
        recordNotification(em, {
          organization: s.organization,
          kind: 'shipment_exception',
          shipment: s,
          customer: s.customer,
          detail: input.reason,
        });
      }
      em.create(ShipmentEvent, {
        shipment: s,
        status: input.status,
        description: input.reason,
        reasonCode:
          input.status === 'delayed' || input.status === 'customs_clearance' ? (input.reasonCode ?? null) : null,
        location: input.location || null,
        occurredAt: new Date(),
      });
      await em.flush();
      realtime?.publishToCustomer(s.customer.id, {
        type: 'shipment_update',
        shipmentId: s.id,
        trackingNumber: s.trackingNumber,
        status: s.status,
      });
      if (from !== s.status) {
        events?.emit({
          type: 'shipment.status_changed',
          organizationId: s.organization.id,
          shipmentId: s.id,
          trackingNumber: s.trackingNumber,
          customerId: s.customer.id,
          from,
          to: s.status,
          at: new Date(),
        });
      }
      return this.track(caller, s.trackingNumber);
    },

    async communications(caller: Caller, customerId: number): Promise<CommunicationRecordDto[]> {
      const customer = await findReadableUser(em, caller, customerId);
      const rows = await em.find(
        CommunicationRecord,
        { customer: customer.id },
        { orderBy: { occurredAt: 'desc', id: 'desc' }, limit: 100 },
      );
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        messageType: r.messageType,
        timestamp: r.occurredAt.toISOString(),
        subject: r.subject ?? null,
        shipmentId: r.shipment?.id ?? null,
        status: r.status,
      }));
    },
  };
}
export type ShipmentService = ReturnType<typeof createShipmentService>;
