import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the fake Graph API received: its path, the Bearer token and the JSON body. */
export interface GraphPost {
  path: string;
  authorization: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the Cloud API's JSON as Meta documents it
  body: any;
}

/**
 * A local server speaking the WhatsApp Cloud API's messages endpoint (`POST /{version}/{phone-number-id}/messages`):
 * records every POST and answers as Meta's documentation shows (`contacts[]`, `messages[].id`), or with the error
 * given to `fail` (Meta's `{ error: { message, type, code } }`) until `fail()` again.
 */
export async function startFakeGraph(options: { port?: number; idPrefix?: string } = {}) {
  const { port = 0, idPrefix = 'wamid.OUT' } = options;
  const posts: GraphPost[] = [];
  let next = 0;
  let answer: { status: number; body: unknown } | undefined;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      posts.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (answer) {
        res.statusCode = answer.status;
        res.end(JSON.stringify(answer.body));
        return;
      }
      next += 1;
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `${idPrefix}${next}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    fail(error?: { status: number; body: unknown }) {
      answer = error;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeGraph = Awaited<ReturnType<typeof startFakeGraph>>;

/**
 * A Cloud API notification for `phoneNumberId` carrying `value` (its `messages[]`, `statuses[]`, `contacts[]`), in the
 * envelope of the "messages" webhook examples of Meta's documentation.
 */
export function cloudApiNotification(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A notification with one text message from `from` (whose profile name is Sheena Nelson). */
export function textNotification(m: { id: string; from: string; body: string; phoneNumberId: string }) {
  return cloudApiNotification(m.phoneNumberId, {
    contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: m.from }],
    messages: [{ from: m.from, id: m.id, timestamp: '1749416383', type: 'text', text: { body: m.body } }],
  });
}
