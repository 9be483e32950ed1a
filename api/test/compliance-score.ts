import { requiredDocuments } from '@qafila/contracts';
import type { TestServer } from './helpers.ts';

const DOCUMENT_DONE = new Set(['approved', 'completed']);

/**
 * An organization's compliance score computed straight from the database rows (issue 18, ADR 0035): every undelivered
 * shipment's requirements (the contracts' table), its documents and resolved items — complete requirements over all,
 * in percent with one decimal; null without any. The compliance screen and the overview must both show it.
 */
export async function complianceScoreFromDatabase(srv: TestServer, orgId: number): Promise<number | null> {
  const conn = srv.services.orm.em.getConnection();
  const rows = (sql: string, params: unknown[]): Promise<Record<string, string | null>[]> =>
    conn.execute(sql, params, 'all');
  const shipments = await rows("select * from shipments where organization_id = ? and status <> 'delivered'", [orgId]);
  let total = 0;
  let done = 0;
  for (const s of shipments) {
    const docs = await rows('select document_type, status from compliance_documents where shipment_id = ?', [s.id]);
    const resolved = await rows('select document_type from compliance_resolutions where shipment_id = ?', [s.id]);
    const requirements = requiredDocuments({
      service: String(s.service),
      awbNumber: s.awb_number ?? null,
      containerNumber: s.container_number ?? null,
      origin: String(s.origin),
      destination: String(s.destination),
      description: s.description ?? null,
    });
    total += requirements.length;
    done += requirements.filter(
      (r) =>
        docs.some((d) => d.document_type === r.documentType && DOCUMENT_DONE.has(String(d.status))) ||
        resolved.some((x) => x.document_type === r.documentType),
    ).length;
  }
  return total === 0 ? null : Math.round((done / total) * 1000) / 10;
}
