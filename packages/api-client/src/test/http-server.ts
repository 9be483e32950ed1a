import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query exactly as sent on the wire. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Route = (request: RecordedRequest, response: ServerResponse) => void;

/** A real HTTP server on a random port that records every request and answers from a route table. */
export async function startHttpServer() {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Route>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const route = routes.get(`${recorded.method} ${recorded.url.split('?')[0]}`);
    if (route) route(recorded, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('no route');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Registers a handler for `METHOD /path` (query ignored). */
    route(key: string, handler: Route) {
      routes.set(key, handler);
    },
    /** Answers `METHOD /path` with a fixed status and body. */
    reply(key: string, status: number, body = '', contentType = 'application/json') {
      routes.set(key, (_req, res) => {
        res.writeHead(status, body ? { 'content-type': contentType } : {}).end(body);
      });
    },
    hits(key: string) {
      return requests.filter((r) => `${r.method} ${r.url.split('?')[0]}` === key).length;
    },
    reset() {
      requests.length = 0;
      routes.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export type TestHttpServer = Awaited<ReturnType<typeof startHttpServer>>;
