// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { ContactFormProps } from './ContactForm.tsx';
export type { ContactFormValues } from './ContactForm.tsx';
export { ContactForm } from './ContactForm.tsx';
