import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { trafficCounter } from '../modules/admin/monitoring.ts';
import { healthChecker } from '../modules/health/service.ts';
import type { Services } from '../services.ts';
import { accessLogger, elapsedMs, requestIdFrom } from './request-context.ts';
import { constantSecurityHeaders, HSTS } from './security-headers.ts';

/**
 * `GET /api/health` as load balancers and uptime checks send it (exactly that URL, no credentials) answered before
 * Koa, with the report, headers, request id and traffic count the Koa route gives, and healthy probes summed up in one
 * access line per 10 s: a probe then costs about what a bare `node:http` answer costs (docs/performance.md, ADR 0024). Every other request, and every other
 * form of this one (HEAD, a query string, an Authorization header, which counts towards usage), goes to `app`.
 * A cross-cutting concern added to Koa (a header, a counter) must be added here too: test/http.test.ts compares the
 * two answers.
 */
export function withHealthProbe(services: Services, app: RequestListener): RequestListener {
  const { logger, config } = services;
  const check = healthChecker(services);
  const count = trafficCounter(services);
  const access = accessLogger(logger);
  const summary = probeSummary(access);
  const headers = { ...constantSecurityHeaders(config.publicOrigin), 'Cache-Control': 'no-store' };
  const secure = (req: IncomingMessage) =>
    config.trustProxy > 0 &&
    (req.headers['x-forwarded-proto'] as string | undefined)?.split(',', 1)[0]?.trim() === 'https';

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    const reqId = requestIdFrom(req.headers['x-request-id']);
    let status = 500;
    try {
      const report = await check((err) => logger.error({ err, reqId }, 'database health check failed'));
      status = report.status;
      send(res, status, reqId, JSON.stringify(report.body), secure(req));
    } catch (err) {
      logger.error({ err, reqId }, 'health probe failed');
      send(res, status, reqId, JSON.stringify({ error: 'Internal server error' }), secure(req));
    } finally {
      count(status);
      const ms = elapsedMs(start);
      // A failing probe is logged at once, like any request; healthy ones are summed up (see probeSummary).
      if (status === 200) summary.add(ms);
      else access.info({ reqId, method: 'GET', url: '/api/health', status, ms }, 'request');
    }
  };
  const send = (res: ServerResponse, status: number, reqId: string, json: string, https: boolean) => {
    res.writeHead(status, {
      ...headers,
      ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
      'X-Request-Id': reqId,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
    });
    res.end(json);
  };

  return (req, res) => {
    if (req.url === '/api/health' && req.method === 'GET' && req.headers.authorization === undefined) {
      void answer(req, res);
      return;
    }
    app(req, res);
  };
}

/** How often the healthy probes of the last window are summed up in one access line. */
export const PROBE_SUMMARY_INTERVAL_MS = 10_000;

/**
 * Healthy probes in one access line per window instead of one line each: a load balancer probing every second from
 * several places would otherwise fill the log with identical lines, and writing them cost more than answering
 * (docs/performance.md). The line gives the count, the mean and the slowest time; a failing probe (503, 500) is
 * logged at once with its request id.
 */
export function probeSummary(access: ReturnType<typeof accessLogger>) {
  let count = 0;
  let totalMs = 0;
  let maxMs = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    if (count === 0) return;
    access.info(
      {
        method: 'GET',
        url: '/api/health',
        status: 200,
        probes: count,
        ms: Math.round((totalMs / count) * 100) / 100,
        maxMs,
        windowMs: PROBE_SUMMARY_INTERVAL_MS,
      },
      'health probes',
    );
    count = 0;
    totalMs = 0;
    maxMs = 0;
  };
  return {
    add(ms: number) {
      count++;
      totalMs += ms;
      if (ms > maxMs) maxMs = ms;
      if (!timer) {
        timer = setTimeout(flush, PROBE_SUMMARY_INTERVAL_MS);
        timer.unref();
      }
    },
  };
}
