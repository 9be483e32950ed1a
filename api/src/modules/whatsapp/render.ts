import type { ChatMessage, LanguageCode } from '@qafila/contracts';
import { DOC_STATUS_TEXT, STATUS_TEXT } from '../assistant/present.ts';

const TRACK_LABEL: Record<LanguageCode, string> = { en: 'Track it at', ar: 'تابعها على' };

/**
 * An assistant's reply as WhatsApp text: its words, then what the web chat shows as cards (the tracking card with
 * the shipment's route, status and latest update and the link to follow it; the documents card as one line each).
 */
export function whatsAppText(message: Pick<ChatMessage, 'content' | 'language' | 'metadata'>, origin?: string): string {
  const { language, metadata } = message;
  const parts = [message.content.trim()];
  const tracking = metadata.trackingInfo;
  if (tracking) {
    const current = tracking.updates.find((u) => u.current) ?? tracking.updates.at(-1);
    const lines = [`*${tracking.trackingNumber}* — ${tracking.route}`, STATUS_TEXT[tracking.status][language]];
    if (current) lines.push(current.description);
    if (origin)
      lines.push(`${TRACK_LABEL[language]} ${origin}/app?track=${encodeURIComponent(tracking.trackingNumber)}`);
    parts.push(lines.join('\n'));
  }
  const documents = metadata.complianceData?.documents ?? [];
  if (documents.length) {
    parts.push(documents.map((d) => `• ${d.name}: ${DOC_STATUS_TEXT[d.status]?.[language] ?? d.status}`).join('\n'));
  }
  return parts.filter(Boolean).join('\n\n');
}
