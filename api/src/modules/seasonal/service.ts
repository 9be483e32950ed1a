import type { EntityManager } from '@mikro-orm/core';
import type { SeasonalOverview } from '@qafila/contracts';
import { calendarDayNumber, dubaiDayOf } from '@qafila/contracts';
import { Shipment, ShipmentEvent, type User } from '../../db/entities/index.ts';
import { type Booking, bookingOf, firstDay, seasonalInsights, weekStart } from './analysis.ts';

/** Seasonal Intelligence (issue 19, ADR 0040): the organization's bookings around each season. */
export function createSeasonalService(options: { em: EntityManager; now?: () => Date }) {
  const now = () => options.now?.() ?? new Date();
  return {
    /** `GET /api/seasonal`. */
    async overview(staff: User): Promise<SeasonalOverview> {
      const { em } = options;
      const organization = staff.organization.id;
      const at = now();
      const [shipments, delivered] = await Promise.all([
        em.find(
          Shipment,
          { organization },
          { fields: ['id', 'createdAt', 'estimatedDelivery'], orderBy: { id: 'asc' } },
        ),
        em.find(
          ShipmentEvent,
          { shipment: { organization }, status: 'delivered' },
          { fields: ['shipment', 'occurredAt'], orderBy: { occurredAt: 'asc' } },
        ),
      ]);
      // The first delivered event of each shipment is when it was delivered.
      const deliveredAt = new Map<number, Date>();
      for (const e of delivered) if (!deliveredAt.has(e.shipment.id)) deliveredAt.set(e.shipment.id, e.occurredAt);
      const today = dubaiDayOf(at);
      const bookings: Booking[] = shipments
        .filter((s) => s.createdAt.getTime() <= at.getTime())
        .map((s) => bookingOf(s.createdAt, s.estimatedDelivery ?? null, deliveredAt.get(s.id)));
      const first = firstDay(bookings);
      return {
        seasons: seasonalInsights(bookings, today),
        historyWeeks: first
          ? Math.floor((calendarDayNumber(weekStart(today)) - calendarDayNumber(weekStart(first))) / 7)
          : 0,
        shipments: bookings.length,
        generatedAt: at.toISOString(),
      };
    },
  };
}
