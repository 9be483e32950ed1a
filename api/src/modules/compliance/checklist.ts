import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import {
  type ChecklistItem,
  type ChecklistState,
  COMPLIANCE_SHIPMENT_LIMIT,
  type DocumentStatus,
  isCompleteState,
  type Requirement,
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

interface Doc {
  id: number;
  documentType: string;
  status: DocumentStatus;
}

/**
 * A requirement's state and the document deciding it: complete when a document of its type is approved or completed;
 * otherwise resolved when staff resolved it; otherwise the best document's (pending, rejected), or missing.
 */
function stateOf(r: Requirement, docs: readonly Doc[], resolved: boolean): { state: ChecklistState; best?: Doc } {
  const best = docs
    .filter((d) => d.documentType === r.documentType)
    .sort((a, b) => RANK[DOCUMENT_STATE[a.status]] - RANK[DOCUMENT_STATE[b.status]] || b.id - a.id)[0];
  const fromDocument = best ? DOCUMENT_STATE[best.status] : 'missing';
  return { state: fromDocument !== 'complete' && resolved ? 'resolved' : fromDocument, ...(best ? { best } : {}) };
}

/** One shipment's checklist from its requirements, its documents and its resolved items. */
function checklistOf(
  s: Shipment,
  docs: readonly Doc[],
  resolutions: readonly ComplianceResolution[],
): ShipmentCompliance {
  const items: ChecklistItem[] = requiredDocuments(s).map((r) => {
    const resolution = resolutions.find((x) => x.documentType === r.documentType);
    const { state, best } = stateOf(r, docs, Boolean(resolution));
    return {
      documentType: r.documentType,
      reason: r.reason,
      authority: r.authority,
      state,
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
const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

function groupByShipment<T extends { shipment: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(r.shipment);
    if (list) list.push(r);
    else map.set(r.shipment, [r]);
  }
  return map;
}

/** The checklists of the shipments matching `where`, in id order. */
export async function checklists(em: EntityManager, where: FilterQuery<Shipment>): Promise<ShipmentCompliance[]> {
  const [shipments, docs, resolutions] = await Promise.all([
    em.find(Shipment, where, { orderBy: { id: 'asc' } }),
    em.find(ComplianceDocument, { shipment: where }, { fields: ['id', 'documentType', 'status', 'shipment'] }),
    em.find(ComplianceResolution, { shipment: where }, { populate: ['resolvedBy'] }),
  ]);
  const docsOf = groupByShipment(docs.map((d) => ({ ...d, id: d.id, shipment: d.shipment.id })));
  const resolutionsOf = new Map<number, ComplianceResolution[]>();
  for (const r of resolutions) resolutionsOf.set(r.shipment.id, [...(resolutionsOf.get(r.shipment.id) ?? []), r]);
  return shipments.map((s) => checklistOf(s, docsOf.get(s.id) ?? [], resolutionsOf.get(s.id) ?? []));
}

type Row = Record<string, string | number | null>;
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));

/**
 * The organization's compliance (ADR 0035): over its undelivered shipments, complete requirements (a document approved
 * or completed, or resolved by staff) divided by all requirements, in percent with one decimal; null without any.
 * The overview's `complianceScore` is this score. Counted from three plain queries (no entities), so that it stays
 * fast for tens of thousands of shipments; the checklists in full only for the COMPLIANCE_SHIPMENT_LIMIT shipments
 * most in need (least complete first, then oldest).
 */
export async function organizationCompliance(em: EntityManager, organizationId: number, withChecklists = false) {
  const conn = em.getConnection();
  const open = "s.organization_id = ? and s.status <> 'delivered'";
  const run = (sql: string): Promise<Row[]> => conn.execute(sql, [organizationId], 'all');
  const [shipments, docs, resolved] = await Promise.all([
    run(
      `select s.id, s.service, s.awb_number, s.container_number, s.origin, s.destination, s.description from shipments s where ${open}`,
    ),
    run(
      `select d.id, d.shipment_id, d.document_type, d.status from compliance_documents d join shipments s on s.id = d.shipment_id where ${open}`,
    ),
    run(
      `select r.shipment_id, r.document_type from compliance_resolutions r join shipments s on s.id = r.shipment_id where ${open}`,
    ),
  ]);
  const docsOf = groupByShipment(
    docs.map((d) => ({
      id: Number(d.id),
      shipment: Number(d.shipment_id),
      documentType: String(d.document_type),
      status: d.status as DocumentStatus,
    })),
  );
  const resolvedOf = groupByShipment(
    resolved.map((r) => ({ shipment: Number(r.shipment_id), documentType: String(r.document_type) })),
  );
  let requirements = 0;
  let complete = 0;
  const perShipment = shipments.map((row) => {
    const id = Number(row.id);
    const reqs = requiredDocuments({
      service: String(row.service),
      awbNumber: text(row.awb_number),
      containerNumber: text(row.container_number),
      origin: String(row.origin),
      destination: String(row.destination),
      description: text(row.description),
    });
    const done = reqs.filter((r) => {
      const isResolved = (resolvedOf.get(id) ?? []).some((x) => x.documentType === r.documentType);
      return isCompleteState(stateOf(r, docsOf.get(id) ?? [], isResolved).state);
    }).length;
    requirements += reqs.length;
    complete += done;
    return { id, share: done / reqs.length };
  });
  const incomplete = perShipment.filter((s) => s.share < 1).length;
  let list: ShipmentCompliance[] = [];
  if (withChecklists && perShipment.length > 0) {
    const chosen = [...perShipment]
      .sort((a, b) => a.share - b.share || a.id - b.id)
      .slice(0, COMPLIANCE_SHIPMENT_LIMIT)
      .map((s) => s.id);
    const order = new Map(chosen.map((id, i) => [id, i]));
    list = (await checklists(em, { id: { $in: chosen } })).sort(
      (a, b) => (order.get(a.shipmentId) ?? 0) - (order.get(b.shipmentId) ?? 0),
    );
  }
  return {
    score: percent(complete, requirements),
    requirements,
    complete,
    shipmentCount: perShipment.length,
    incompleteCount: incomplete,
    shipments: list,
  };
}
