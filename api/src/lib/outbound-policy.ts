import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Reads QAFILA_OUTBOUND_ALLOW: comma-separated IP addresses or CIDR ranges that outbound calls may reach although
 * they are private (a partner's system on the same network, or the local fake servers of the tests). Null when an
 * entry is neither.
 */
export function parseAllowList(text: string): string[] | null {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  for (const entry of entries) {
    if (isIP(entry) !== 0) continue;
    try {
      ipaddr.parseCIDR(entry);
    } catch {
      return null;
    }
  }
  return entries;
}
