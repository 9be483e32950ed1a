import { type LanguageCode, WHATSAPP_GRAPH_VERSION } from '@qafila/contracts';

/** A text message's body is at most 4096 characters on the Cloud API. */
const TEXT_MAX = 4096;
const TIMEOUT_MS = 10_000;

/** What goes to one customer: free-form text (inside the 24-hour window) or an approved template. */
export type GraphMessage =
  | { kind: 'text'; to: string; text: string }
  | { kind: 'template'; to: string; name: string; language: LanguageCode; parameters: string[] };

export type GraphResult = { ok: true; id: string } | { ok: false; status: number; error: string };

/** The number a message is sent from, with its (opened) access token. */
export interface GraphSender {
  phoneNumberId: string;
  accessToken: string;
}

/**
 * Sends messages through the WhatsApp Cloud API: `POST {baseUrl}/{version}/{phone-number-id}/messages` with the
 * access token as a Bearer token. The base URL is the operator's (QAFILA_WHATSAPP_GRAPH_URL: Meta's by default, a
 * local server in tests), never one an organization types, so it does not go through the outbound SSRF guard.
 */
export function createWhatsAppGraph(baseUrl: string, fetchImpl: typeof fetch = fetch) {
  const root = baseUrl.replace(/\/+$/, '');
  return async function send(sender: GraphSender, message: GraphMessage): Promise<GraphResult> {
    const payload =
      message.kind === 'text'
        ? {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to,
            type: 'text',
            text: { preview_url: false, body: message.text.slice(0, TEXT_MAX) },
          }
        : {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to,
            type: 'template',
            template: {
              name: message.name,
              language: { code: message.language },
              ...(message.parameters.length
                ? {
                    components: [
                      { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
                    ],
                  }
                : {}),
            },
          };
    const url = `${root}/${WHATSAPP_GRAPH_VERSION}/${encodeURIComponent(sender.phoneNumberId)}/messages`;
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${sender.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      return { ok: false, status: 0, error: `The Graph API did not answer (${(err as Error).message})` };
    }
    const body = (await res.json().catch(() => null)) as {
      messages?: { id?: unknown }[];
      error?: { message?: unknown; code?: unknown };
    } | null;
    const id = body?.messages?.[0]?.id;
    if (res.ok && typeof id === 'string') return { ok: true, id };
    const reason = typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${res.status}`;
    const code = typeof body?.error?.code === 'number' ? ` (code ${body.error.code})` : '';
    return { ok: false, status: res.status, error: `${reason}${code}`.slice(0, 1000) };
  };
}
export type WhatsAppGraph = ReturnType<typeof createWhatsAppGraph>;
