import type { LanguageCode, ShipmentStatus } from '@qafila/contracts';
import { DOC_STATUS_TEXT, STATUS_TEXT } from '../assistant/present.ts';

/** What a notification says, in one language: the e-mail's subject, and the text of the e-mail or WhatsApp message. */
export interface NotificationText {
  subject: string;
  text: string;
}

export type NotificationContent =
  | { kind: 'shipment_status'; trackingNumber: string; status: ShipmentStatus; reason: string | null }
  | { kind: 'document_review'; trackingNumber: string; documentName: string; status: string; reason: string | null }
  | { kind: 'team_reply'; organizationName: string; text: string };

/** The customer's notification in their language (issue 17): English or Arabic, never a mix. */
export function notificationText(content: NotificationContent, language: LanguageCode): NotificationText {
  const ar = language === 'ar';
  switch (content.kind) {
    case 'shipment_status': {
      const status = STATUS_TEXT[content.status]?.[language] ?? content.status;
      const subject = ar
        ? `تحديث الشحنة ${content.trackingNumber}: ${status}`
        : `Shipment ${content.trackingNumber}: ${status}`;
      const lines = [
        ar
          ? `شحنتك ${content.trackingNumber} الآن ${status}.`
          : `Your shipment ${content.trackingNumber} is now ${status}.`,
      ];
      if (content.reason) lines.push(content.reason);
      return { subject, text: lines.join('\n') };
    }
    case 'document_review': {
      const status = DOC_STATUS_TEXT[content.status]?.[language] ?? content.status;
      const subject = ar
        ? `مستند الشحنة ${content.trackingNumber}: ${status}`
        : `Document of shipment ${content.trackingNumber}: ${status}`;
      const lines = [
        ar
          ? `المستند «${content.documentName}» لشحنتك ${content.trackingNumber}: ${status}.`
          : `The document "${content.documentName}" of your shipment ${content.trackingNumber} was ${status}.`,
      ];
      if (content.reason) lines.push(content.reason);
      return { subject, text: lines.join('\n') };
    }
    case 'team_reply':
      return {
        subject: ar ? `رد جديد من ${content.organizationName}` : `New reply from ${content.organizationName}`,
        text: ar
          ? `رد فريق ${content.organizationName} على رسالتك:\n${content.text}`
          : `The ${content.organizationName} team replied to your message:\n${content.text}`,
      };
  }
}
