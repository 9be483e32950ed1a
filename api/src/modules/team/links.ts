/** Invitation links (ADR 0027): a 32-byte random token in the URL, only its SHA-256 kept; and the e-mail that carries it. */
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '@qafila/contracts';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

/** A new token (43 base64url characters) and the hash that is stored. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The page that accepts an invitation, on the web app's origin. */
export const invitationLink = (origin: string, token: string): string => `${origin.replace(/\/$/, '')}/invite/${token}`;

export interface InvitationMail {
  to: string;
  organizationName: string;
  link: string;
  role: string;
}

/** Sends an invitation; undefined without SMTP_URL (the admin copies the link instead). */
export type InvitationMailer = (mail: InvitationMail) => Promise<void>;

export function invitationEmail(mail: InvitationMail): { subject: string; text: string } {
  const what = mail.role === 'customer' ? 'a customer account' : 'their team';
  return {
    subject: `${mail.organizationName} invites you to Qafila`,
    text: [
      `${mail.organizationName} has invited you to ${what} on Qafila.`,
      '',
      `Choose your username and password here (the link works once, for ${INVITATION_TTL_DAYS} days):`,
      mail.link,
      '',
      'If you did not expect this, ignore this e-mail.',
      '',
      `${mail.organizationName} تدعوك إلى Qafila. اختر اسم المستخدم وكلمة المرور من الرابط أعلاه (يعمل مرة واحدة خلال ${INVITATION_TTL_DAYS} أيام).`,
    ].join('\n'),
  };
}

export function smtpInvitationMailer(mail: Config['mail']): InvitationMailer | undefined {
  if (!mail.smtpUrl) return undefined;
  const transport = createTransport(mail.smtpUrl);
  return async (invitation) => {
    const { subject, text } = invitationEmail(invitation);
    await transport.sendMail({ from: mail.from, to: invitation.to, subject, text });
  };
}
