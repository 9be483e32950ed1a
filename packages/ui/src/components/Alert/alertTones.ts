/** Meaning of an alert, carried by colour and icon. */
export const alertTones = ['info', 'positive', 'caution', 'critical', 'neutral'] as const;
export const alertVariants = ['inline', 'banner'] as const;

export type AlertTone = (typeof alertTones)[number];
export type AlertVariant = (typeof alertVariants)[number];
