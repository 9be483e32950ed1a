import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocument } from '@qafila/contracts';
import type { Handlers } from '../../http/api-router.ts';
import type { Services } from '../../services.ts';

/** Scalar's self-contained browser bundle, served from node_modules: the page loads nothing from elsewhere. */
const SCALAR_BUNDLE = join(
  dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  'browser/standalone.js',
);

// The configuration travels in a data attribute: the CSP allows no inline script. No default fonts: they come
// from Scalar's CDN.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Qafila API reference</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='{"withDefaultFonts":false,"hideClientButton":true,"telemetry":false}'></script>
<script src="/api/reference/scalar.js"></script>
</body>
</html>
`;

/** The OpenAPI 3.1 document (from the endpoint registry) and a readable reference page that renders it. */
export function referenceHandlers(services: Services) {
  let document: Record<string, unknown> | undefined;
  return {
    'GET /api/openapi.json': async () => {
      document ??= openApiDocument({ version: services.config.version });
      return document as never;
    },
    'GET /api/reference': async (ctx) => {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = PAGE;
    },
    'GET /api/reference/scalar.js': async (ctx) => {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = createReadStream(SCALAR_BUNDLE);
    },
  } satisfies Handlers;
}
