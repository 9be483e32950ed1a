import type { MessageDescriptor } from 'react-intl';

/** Plain descriptors: many of these take ICU arguments, and the catalogue test checks those against en.json. */
export const plain = <T extends Record<string, MessageDescriptor>>(descriptors: T) =>
  descriptors as { readonly [K in keyof T]: MessageDescriptor };
