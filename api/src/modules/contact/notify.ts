import type { LeadDto } from '@qafila/contracts';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { LeadNotifier } from './service.ts';

/** Plain-text e-mail to the sales team about a new demo request. */
export function leadEmail(lead: LeadDto): { subject: string; text: string } {
  return {
    subject: `New demo request: ${lead.company} (${lead.name})`,
    text: [
      `Name: ${lead.name}`,
      `Company: ${lead.company}`,
      `Email: ${lead.email}`,
      `Company size: ${lead.companySize || '—'}`,
      `Language: ${lead.language}`,
      `Received: ${lead.createdAt}`,
      '',
      lead.message || '(no message)',
      '',
      `Lead #${lead.id} — also in the admin portal and in \`qafila leads list\`.`,
    ].join('\n'),
  };
}

/** A notifier sending through SMTP_URL to QAFILA_LEADS_EMAIL; undefined unless both are configured. */
export function smtpLeadNotifier(mail: Config['mail']): LeadNotifier | undefined {
  if (!mail.smtpUrl || !mail.leadsEmail) return undefined;
  const transport = createTransport(mail.smtpUrl);
  const to = mail.leadsEmail;
  return async (lead) => {
    const { subject, text } = leadEmail(lead);
    await transport.sendMail({ from: mail.from, to, replyTo: lead.email, subject, text });
  };
}
