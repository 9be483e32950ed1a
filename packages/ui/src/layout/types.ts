import type { ComponentPropsWithRef, ElementType } from 'react';
import type { Breakpoint } from '../themes/breakpoints.ts';
import type { Space } from '../themes/tokens.ts';

/** A space token, or one per breakpoint: `"md"`, `{ mobile: "sm", desktop: "lg" }`. */
export type ResponsiveSpace = Space | Partial<Record<Breakpoint, Space>>;

/** A layout primitive's own props plus the rendered element's props (`as` picks the element). */
export type PolymorphicProps<E extends ElementType, Own> = Own & { as?: E } & Omit<
    ComponentPropsWithRef<E>,
    keyof Own | 'as'
  >;
