import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { CalendarDate } from './fleet.ts';
import { DELAY_REASONS } from './shipments.ts';

/**
 * Business Intelligence (issue 19, docs/business-intelligence.md, ADR 0039): the organization's shipments over a date
 * range (Dubai calendar days) and optional filters, every figure computed by the API from its database.
 *
 * Which shipments count where:
 * - volume, declared value and top customers: shipments BOOKED (created) in the range;
 * - on-time rate and transit times: shipments DELIVERED in the range (the `delivered` event's time);
 * - customs dwell and exceptions: events that HAPPENED in the range.
 */

/** Date-range presets of the screen, in days ending today (Asia/Dubai). */
export const INSIGHTS_PRESETS = [30, 90, 180, 365] as const;
export const INSIGHTS_DEFAULT_DAYS = 90;
/** The longest range asked for at once (two years). */
export const INSIGHTS_MAX_DAYS = 731;
/** How many customers the top list names. */
export const INSIGHTS_TOP_CUSTOMERS = 10;

/** Exceptions: a delay (any cause) or a customs event with a known cause; no cause = 'unspecified'. */
export const EXCEPTION_CAUSES = [...DELAY_REASONS, 'unspecified'] as const;
export type ExceptionCause = (typeof EXCEPTION_CAUSES)[number];

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

/** `GET /api/org/insights` and its CSV: the range (default the last 90 days) and filters. */
export const InsightsQuery = z
  .object({
    from: CalendarDate.optional(),
    to: CalendarDate.optional(),
    /** A lane as `origin → destination` (one of `options.lanes`). */
    lane: optionalText,
    service: optionalText,
    customerId: z.coerce.number().int().positive().optional(),
  })
  .meta({ id: 'InsightsQuery' });
export type InsightsQuery = z.input<typeof InsightsQuery>;

const Count = z.number().int().nonnegative();

export const InsightsReport = z
  .object({
    from: CalendarDate,
    to: CalendarDate,
    filters: z.object({
      lane: z.string().nullable(),
      service: z.string().nullable(),
      customerId: z.number().int().nullable(),
    }),
    /** What the filters can take: the organization's lanes, services and customers with shipments. */
    options: z.object({
      lanes: z.array(z.string()),
      services: z.array(z.string()),
      customers: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
    totals: z.object({
      /** Shipments booked in the range. */
      booked: Count,
      /** Their declared value (AED): what the shipper declared, not the organization's revenue. */
      declaredValueAed: z.number().nonnegative(),
      /** Shipments delivered in the range. */
      delivered: Count,
      /** Delivered ones with an estimated delivery date (the on-time rate's denominator). */
      withEstimate: Count,
      onTime: Count,
      /** onTime / withEstimate in percent, one decimal; null without any. */
      onTimeRate: z.number().min(0).max(100).nullable(),
      /** Mean days from booking to delivery of the delivered ones; null without any. */
      avgTransitDays: z.number().nonnegative().nullable(),
      /** Mean hours from a customs_clearance event to the shipment's next event; null without any. */
      avgCustomsDwellHours: z.number().nonnegative().nullable(),
      customsStops: Count,
      exceptions: Count,
    }),
    /** Bookings per week (weeks start on Monday, Asia/Dubai), every week of the range even when empty. */
    volumeByWeek: z.array(z.object({ week: CalendarDate, shipments: Count, declaredValueAed: z.number() })),
    /** Delivered shipments by lane and service: count, on time, mean transit days. */
    transit: z.array(
      z.object({
        lane: z.string(),
        service: z.string(),
        delivered: Count,
        withEstimate: Count,
        onTime: Count,
        avgTransitDays: z.number().nonnegative(),
      }),
    ),
    exceptionsByCause: z.array(z.object({ cause: z.enum(EXCEPTION_CAUSES), count: Count })),
    topCustomers: z.array(
      z.object({ id: z.number().int(), name: z.string(), shipments: Count, declaredValueAed: z.number() }),
    ),
    generatedAt: IsoDateTime,
  })
  .meta({ id: 'InsightsReport' });
export type InsightsReport = z.infer<typeof InsightsReport>;

/** Lane label of a shipment: `origin → destination`, as stored. */
export const laneOf = (s: { origin: string; destination: string }) => `${s.origin} → ${s.destination}`;
