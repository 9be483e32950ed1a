// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { AccordionHeadingLevel } from './Accordion.tsx';
export type { AccordionItem } from './Accordion.tsx';
export type { AccordionProps } from './Accordion.tsx';
export { Accordion } from './Accordion.tsx';
