import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import {
  type ChecklistItem,
  type ChecklistState,
  type DocumentStatus,
  isCompleteState,
  requiredDocuments,
  type ShipmentCompliance,
  shipmentKind,
} from '@qafila/contracts';
import { ComplianceDocument, ComplianceResolution, Shipment } from '../../db/entities/index.ts';

/** The state a document gives its requirement; the best document of a type decides. */
const DOCUMENT_STATE: Record<DocumentStatus, ChecklistState> = {
  approved: 'complete',
  completed: 'complete',
  pending: 'pending',
  rejected: 'rejected',
};
const RANK: Record<ChecklistState, number> = { complete: 0, resolved: 1, pending: 2, rejected: 3, missing: 4 };

type Doc = Pick<ComplianceDocument, 'id' | 'documentType' | 'status'> & { shipment: { id: number } };

/** One shipment's checklist from its requirements, its documents and its resolved items. */
export function checklistOf(
  s: Shipment,
  docs: readonly Doc[],
  resolutions: readonly ComplianceResolution[],
): ShipmentCompliance {
  const items: ChecklistItem[] = requiredDocuments(s).map((r) => {
    const best = docs
      .filter((d) => d.documentType === r.documentType)
      .sort((a, b) => RANK[DOCUMENT_STATE[a.status]] - RANK[DOCUMENT_STATE[b.status]] || b.id - a.id)[0];
    const resolution = resolutions.find((x) => x.documentType === r.documentType);
    const fromDocument = best ? DOCUMENT_STATE[best.status] : 'missing';
    return {
      documentType: r.documentType,
      reason: r.reason,
      authority: r.authority,
      state: fromDocument !== 'complete' && resolution ? 'resolved' : fromDocument,
      documentId: best?.id ?? null,
      documentStatus: best?.status ?? null,
      resolution: resolution
        ? {
            kind: resolution.resolution,
            note: resolution.note,
            by: resolution.resolvedBy ? (resolution.resolvedBy.name ?? resolution.resolvedBy.username) : null,
            at: resolution.createdAt.toISOString(),
          }
        : null,
    };
  });
  const complete = items.filter((i) => isCompleteState(i.state)).length;
  return {
    shipmentId: s.id,
    trackingNumber: s.trackingNumber,
    status: s.status,
    kind: shipmentKind(s),
    origin: s.origin,
    destination: s.destination,
    complete,
    total: items.length,
    completeness: percent(complete, items.length) ?? 0,
    items,
  };
}

/** `part / whole` in percent with one decimal; null when there is nothing to count. */
export const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** The checklists of the shipments matching `where`, oldest first. */
export async function checklists(em: EntityManager, where: FilterQuery<Shipment>): Promise<ShipmentCompliance[]> {
  const [shipments, docs, resolutions] = await Promise.all([
    em.find(Shipment, where, { orderBy: { id: 'asc' } }),
    em.find(ComplianceDocument, { shipment: where }, { fields: ['id', 'documentType', 'status', 'shipment'] }),
    em.find(ComplianceResolution, { shipment: where }, { populate: ['resolvedBy'] }),
  ]);
  const byShipment = <T extends { shipment: { id: number } }>(rows: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const r of rows) {
      const list = map.get(r.shipment.id);
      if (list) list.push(r);
      else map.set(r.shipment.id, [r]);
    }
    return map;
  };
  const docsOf = byShipment(docs);
  const resolutionsOf = byShipment(resolutions);
  return shipments.map((s) => checklistOf(s, docsOf.get(s.id) ?? [], resolutionsOf.get(s.id) ?? []));
}

/**
 * The organization's compliance (ADR 0035): over its undelivered shipments, complete requirements (a document approved
 * or completed, or resolved by staff) divided by all requirements, in percent with one decimal; null without any.
 * The overview's `complianceScore` is this score.
 */
export async function organizationCompliance(em: EntityManager, organizationId: number) {
  const shipments = await checklists(em, { organization: organizationId, status: { $ne: 'delivered' } });
  const requirements = shipments.reduce((n, s) => n + s.total, 0);
  const complete = shipments.reduce((n, s) => n + s.complete, 0);
  return { score: percent(complete, requirements), requirements, complete, shipments };
}
