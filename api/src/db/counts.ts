import type { EntityManager } from '@mikro-orm/core';
import { raw, type SqlEntityManager } from '@mikro-orm/sql';
import type { Shipment, User } from './entities/index.ts';

/** Users or shipments per organization, for the given organizations (one grouped query; absent: none). */
export async function countByOrganization(
  em: EntityManager,
  entity: typeof User | typeof Shipment,
  ids: number[],
  /** A further condition on the rows, e.g. `{ role: { $in: ['org_admin', 'org_user'] } }` for staff only. */
  where: Record<string, unknown> = {},
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows: { organization: number | string; n: number | string }[] = await (em as SqlEntityManager)
    .createQueryBuilder(entity as typeof User)
    .select(['organization', raw('count(*) as n')])
    .where({ ...where, organization: { $in: ids } })
    .groupBy('organization')
    .execute('all');
  return new Map(rows.map((r) => [Number(r.organization), Number(r.n)]));
}
