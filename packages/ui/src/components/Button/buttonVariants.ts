/** Visual weight, from most to least prominent. */
export const buttonVariants = ['solid', 'outline', 'ghost'] as const;
/** Meaning carried by colour. `critical` is for destructive actions (delete, cancel a shipment). */
export const buttonTones = ['accent', 'neutral', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];
