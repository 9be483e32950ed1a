import type { OptimizedRoute, OptimizeRouteRequest, UnknownPlaceBody } from '@qafila/contracts';

/**
 * The optimiser's answer: the route, or why not: the server's `{error}` text and, for a place it does not know
 * (`UnknownPlaceBody`), the text it did not find and the closest gazetteer places.
 */
export type RouteOptimizeOutcome =
  | { ok: true; route: OptimizedRoute }
  | {
      ok: false;
      error: string;
      place?: UnknownPlaceBody['place'] | undefined;
      suggestions?: UnknownPlaceBody['suggestions'] | undefined;
    };

/** Props of `RouteOptimizer`. */
export interface RouteOptimizerProps {
  /** Sends the checked request (`POST /api/fleet/route/optimize`). */
  onOptimize(request: OptimizeRouteRequest): Promise<RouteOptimizeOutcome>;
  /** What the form starts with. */
  initialRequest?: OptimizeRouteRequest | undefined;
  /** A route shown from the start (stories, or a route kept by the container). */
  result?: OptimizedRoute | undefined;
}
