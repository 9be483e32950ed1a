import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { DUTY_EXEMPTIONS, QUANTITY_UNITS } from '@qafila/contracts';
import { CustomsDeclaration } from './customs-declaration.ts';

/** One line of a customs declaration, in order (`position`). */
export const CustomsDeclarationLine = defineEntity({
  name: 'CustomsDeclarationLine',
  tableName: 'customs_declaration_lines',
  properties: {
    id: p.integer().primary(),
    declaration: () => p.manyToOne(CustomsDeclaration).index().deleteRule('cascade'),
    position: p.integer(),
    /** The normalised digits: 6 (HS) or 8 (UAE national extension). */
    hsCode: p.string().length(8),
    description: p.string().length(300),
    originCountry: p.string().length(2),
    quantity: p.double(),
    unit: p.enum(QUANTITY_UNITS),
    /** Minor units of the declaration's currency. */
    value: p.double(),
    exemption: p.enum(DUTY_EXEMPTIONS).nullable(),
  },
});
export type CustomsDeclarationLine = InferEntity<typeof CustomsDeclarationLine>;
