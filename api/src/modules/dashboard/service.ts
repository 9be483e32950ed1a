import type { EntityManager } from '@mikro-orm/core';
import type { DashboardStats } from '@qafila/contracts';
import { ChatMessageRecord, Shipment, ShipmentEvent, type User } from '../../db/entities/index.ts';
import { dubaiDay, dubaiDayRange, dubaiMonthRange } from '../../lib/dubai-calendar.ts';
import type { UsageMeter } from '../billing/meter.ts';
import { organizationCompliance } from '../compliance/checklist.ts';
import { fleetVehicleCount } from '../fleet/rules.ts';
import { featureFlagOn } from '../organizations/service.ts';
import { shipmentSummary } from '../shipments/queries.ts';
import type { EnvironmentProvider } from './environment.ts';

/** The overview's figures, computed from the organization's rows when asked (issue 7). */
export function createDashboardService(options: {
  em: EntityManager;
  meter: UsageMeter;
  environment: EnvironmentProvider;
  now?: () => Date;
}) {
  const { meter, environment } = options;

  /** The UAE Compliance section's score (issue 18, ADR 0035): the same function, never a figure of its own. */
  async function complianceScore(em: EntityManager, organizationId: number): Promise<number | null> {
    return (await organizationCompliance(em, organizationId)).score;
  }

  /** Messages of the organization's WhatsApp conversations today (Asia/Dubai), both sides. */
  async function whatsappMessages(em: EntityManager, organizationId: number, now: Date): Promise<number> {
    const { start, end } = dubaiDayRange(dubaiDay(now));
    return em.count(ChatMessageRecord, {
      session: { organization: organizationId, channel: 'whatsapp' },
      createdAt: { $gte: start, $lt: end },
    });
  }

  /** Shipments of the organization delivered this month (Asia/Dubai): service, lane and weight. */
  async function deliveredThisMonth(em: EntityManager, organizationId: number, now: Date) {
    const { start, end } = dubaiMonthRange(dubaiDay(now).slice(0, 7));
    const events = await em.find(
      ShipmentEvent,
      { status: 'delivered', occurredAt: { $gte: start, $lt: end }, shipment: { organization: organizationId } },
      { fields: ['shipment'] },
    );
    const ids = [...new Set(events.map((e) => e.shipment.id))];
    if (ids.length === 0) return [];
    const rows = await em.find(
      Shipment,
      { id: { $in: ids } },
      { fields: ['service', 'origin', 'destination', 'weightKg'] },
    );
    return rows.map((s) => ({
      service: s.service,
      origin: s.origin,
      destination: s.destination,
      weightKg: Number(s.weightKg),
    }));
  }

  return {
    async stats(user: User): Promise<DashboardStats> {
      const now = options.now?.() ?? new Date();
      const { em } = options;
      const orgId = user.organization.id;
      // Without the fleet-management flag the organization has no fleet: "Not set up", not 0.
      const hasFleet = featureFlagOn(user.organization, 'fleet-management');
      const [summary, vehicles, calls, compliance, whatsapp, delivered, temperature, traffic] = await Promise.all([
        shipmentSummary(em, orgId, now),
        hasFleet ? fleetVehicleCount(em, orgId) : null,
        meter.apiCallsOnDay([orgId], undefined, dubaiDay(now)),
        complianceScore(em, orgId),
        whatsappMessages(em, orgId, now),
        deliveredThisMonth(em, orgId, now),
        environment.dubaiTemperature(now),
        environment.trafficStatus(now),
      ]);
      return {
        activeShipments: summary.active,
        fleetVehicles: vehicles,
        completedToday: summary.deliveredToday,
        pendingCustoms: summary.pendingCustoms,
        apiCallsToday: calls.get(orgId) ?? 0,
        complianceScore: compliance,
        whatsappMessages: whatsapp,
        carbonSaved: await environment.carbonSaved(delivered),
        dubaiTemperature: temperature,
        trafficStatus: traffic,
        estimates: [...environment.estimates],
        generatedAt: now.toISOString(),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
