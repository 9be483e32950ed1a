import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import * as text from '../../private/text.css.ts';
import * as styles from './Card.css.ts';

export const cardVariants = ['outline', 'raised', 'sunken'] as const;
export type CardVariant = (typeof cardVariants)[number];

/** Props of `Card`. */
export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Element to render: `section` or `article` give the card a landmark or item meaning. Defaults to `div`. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Defaults to `outline`. */
  variant?: CardVariant;
}

/** A surface grouping related content; compose it from `CardHeader`, `CardTitle`, `CardBody` and `CardFooter`. */
export function Card({ as = 'div', variant = 'outline', className, ...props }: CardProps) {
  // Any of the allowed elements takes div props; typing it as `div` keeps the ref type simple.
  const Component = as as 'div';
  return <Component {...props} className={clsx(styles.root({ variant }), className)} data-variant={variant} />;
}

/** Props of `CardHeader`. */
export type CardHeaderProps = ComponentPropsWithRef<'div'>;

/** Top row of a card: the title at the start, optional actions or a badge at the end. */
export function CardHeader({ className, ...props }: CardHeaderProps) {
  return <div {...props} className={clsx(styles.header, className)} />;
}

/** Props of `CardTitle`. */
export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** Heading level that fits the page outline. Defaults to `h3`. */
  as?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** The card's heading. */
export function CardTitle({ as: Component = 'h3', className, ...props }: CardTitleProps) {
  return <Component {...props} className={clsx(text.title, className)} />;
}

/** Props of `CardBody`. */
export type CardBodyProps = ComponentPropsWithRef<'div'>;

/** The card's main content. */
export function CardBody({ className, ...props }: CardBodyProps) {
  return <div {...props} className={clsx(styles.body, className)} />;
}

/** Props of `CardFooter`. */
export type CardFooterProps = ComponentPropsWithRef<'div'>;

/** Bottom row of a card, for actions; aligned to the inline end. */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return <div {...props} className={clsx(styles.footer, className)} />;
}
