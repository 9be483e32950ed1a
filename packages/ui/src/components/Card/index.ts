// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { CardBodyProps } from './Card.tsx';
export type { CardFooterProps } from './Card.tsx';
export type { CardHeaderProps } from './Card.tsx';
export type { CardProps } from './Card.tsx';
export type { CardTitleProps } from './Card.tsx';
export type { CardVariant } from './Card.tsx';
export { Card } from './Card.tsx';
export { CardBody } from './Card.tsx';
export { CardFooter } from './Card.tsx';
export { CardHeader } from './Card.tsx';
export { CardTitle } from './Card.tsx';
export { cardVariants } from './Card.tsx';
