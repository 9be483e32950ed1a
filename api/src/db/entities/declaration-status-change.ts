import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { DECLARATION_STATUSES } from '@qafila/contracts';
import { CustomsDeclaration } from './customs-declaration.ts';
import { User } from './user.ts';

/** A step of a declaration's workflow: created (from null), submitted, cleared, held, rejected. */
export const DeclarationStatusChange = defineEntity({
  name: 'DeclarationStatusChange',
  tableName: 'declaration_status_changes',
  properties: {
    id: p.integer().primary(),
    declaration: () => p.manyToOne(CustomsDeclaration).index().deleteRule('cascade'),
    fromStatus: p.enum(DECLARATION_STATUSES).nullable(),
    toStatus: p.enum(DECLARATION_STATUSES),
    reason: p.text().nullable(),
    by: () => p.manyToOne(User).nullable().deleteRule('set null'),
    at: p.datetime(),
  },
});
export type DeclarationStatusChange = InferEntity<typeof DeclarationStatusChange>;
