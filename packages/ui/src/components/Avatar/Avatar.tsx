import clsx from 'clsx';
import { type ComponentPropsWithRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Avatar.css.ts';
import { getInitials } from './getInitials.ts';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** Props of `Avatar`. */
export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The person's or organisation's name: the accessible name, and the source of the initials. */
  name: string;
  /** Picture URL; the initials show until it loads and whenever it fails. */
  src?: string;
  /** Defaults to `md`. */
  size?: AvatarSize;
}

/** A picture of a person or organisation, falling back to initials. `data-state` is `image` or `fallback`. */
export function Avatar({ name, src, size = 'md', className, ...props }: AvatarProps) {
  const { locale } = useIntl();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && failedSrc !== src;
  return (
    <span
      {...props}
      role="img"
      aria-label={name}
      className={clsx(styles.root({ size }), className)}
      data-size={size}
      data-state={showImage && loadedSrc === src ? 'image' : 'fallback'}
    >
      <span aria-hidden="true">{getInitials(name, locale)}</span>
      {showImage ? (
        <img
          src={src}
          alt=""
          className={styles.image}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      ) : null}
    </span>
  );
}
