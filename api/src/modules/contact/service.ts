import type { EntityManager } from '@mikro-orm/core';
import { ContactRequest, type LeadDto } from '@qafila/contracts';
import type { Logger } from 'pino';
import { Lead } from '../../db/entities/index.ts';
import { describeZodError, InvalidInputError } from '../../domain/errors.ts';

export const toLeadDto = (l: Lead): LeadDto => ({
  id: l.id,
  name: l.name,
  company: l.company,
  email: l.email,
  companySize: l.companySize,
  message: l.message,
  language: l.language,
  consent: l.consent,
  createdAt: l.createdAt.toISOString(),
});

/** Sends the team a note about a new lead; configured only when SMTP is. */
export type LeadNotifier = (lead: LeadDto) => Promise<void>;

/** Demo requests from the public site: validated, stored as leads, optionally announced by e-mail. */
export function createContactService(options: {
  em: EntityManager;
  logger: Logger;
  notify?: LeadNotifier | undefined;
}) {
  return {
    /** Stores a lead; undefined when the honeypot shows a bot (which is answered as if it succeeded). */
    async submit(raw: unknown, fallbackLanguage: 'en' | 'ar'): Promise<LeadDto | undefined> {
      const parsed = ContactRequest.safeParse(raw ?? {});
      if (!parsed.success) throw new InvalidInputError(describeZodError(parsed.error));
      const input = parsed.data;
      if (input.website && input.website.trim() !== '') {
        options.logger.info('contact form honeypot triggered; not stored');
        return undefined;
      }
      const { em } = options;
      const lead = em.create(Lead, {
        name: input.name,
        company: input.company,
        email: input.email.toLowerCase(),
        companySize: input.phone,
        message: input.message,
        language: input.language ?? fallbackLanguage,
        consent: { necessary: true, ...(input.consent ?? {}) },
      });
      await em.flush();
      const summary = toLeadDto(lead);
      if (options.notify) {
        // The lead is stored either way; a failing mail server must not fail the visitor's request.
        options.notify(summary).catch((err) => options.logger.error({ err }, 'lead notification failed'));
      }
      return summary;
    },

    async list(options2: { limit?: number } = {}): Promise<LeadDto[]> {
      const rows = await options.em.find(
        Lead,
        {},
        { orderBy: { createdAt: 'desc', id: 'desc' }, ...(options2.limit ? { limit: options2.limit } : {}) },
      );
      return rows.map(toLeadDto);
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
