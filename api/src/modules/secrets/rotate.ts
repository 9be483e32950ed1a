import type { EntityManager } from '@mikro-orm/core';
import type { SecretBox } from '../../lib/secret-box.ts';

/** A column that holds values sealed by the SecretBox (one row per value, keyed by `id`). */
export interface SealedColumn {
  table: string;
  column: string;
}

/**
 * Every sealed column of the schema, so that a key rotation re-seals them all. A module that seals a new column adds
 * it here (ADR 0030).
 */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'integration_connectors', column: 'sealed_credentials' },
  { table: 'webhook_endpoints', column: 'secret_sealed' },
  { table: 'whatsapp_connections', column: 'access_token' },
  { table: 'whatsapp_connections', column: 'app_secret' },
];

export interface RotationReport {
  dryRun: boolean;
  keyId: string;
  columns: { table: string; column: string; values: number; resealed: number; failed: number }[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Re-seals, under the current key, every value sealed under a previous one (`qafila secrets rotate`). A value that no
 * configured key opens is counted as failed and left as it is. Each value is updated on its own, so the run can be
 * repeated after a failure.
 */
export async function rotateSecrets(
  em: EntityManager,
  box: SecretBox,
  options: { dryRun?: boolean; columns?: readonly SealedColumn[] } = {},
): Promise<RotationReport> {
  const conn = em.getConnection();
  const report: RotationReport = { dryRun: Boolean(options.dryRun), keyId: box.keyId, columns: [] };
  for (const { table, column } of options.columns ?? SEALED_COLUMNS) {
    if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) throw new Error(`bad sealed column ${table}.${column}`);
    const rows: { id: number | string; value: string }[] = await conn.execute(
      `select id, ${column} as value from ${table} where ${column} is not null order by id`,
    );
    const entry = { table, column, values: rows.length, resealed: 0, failed: 0 };
    for (const row of rows) {
      if (box.isCurrent(row.value)) continue;
      let plain: string;
      try {
        plain = box.open(row.value);
      } catch {
        entry.failed++;
        continue;
      }
      if (!options.dryRun) {
        await conn.execute(`update ${table} set ${column} = ? where id = ? and ${column} = ?`, [
          box.seal(plain),
          row.id,
          row.value,
        ]);
      }
      entry.resealed++;
    }
    report.columns.push(entry);
  }
  return report;
}
