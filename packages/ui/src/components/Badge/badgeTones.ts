/** Meaning carried by a badge's colour. */
export const badgeTones = ['neutral', 'info', 'positive', 'caution', 'critical', 'accent'] as const;
export const badgeSizes = ['sm', 'md'] as const;

export type BadgeTone = (typeof badgeTones)[number];
export type BadgeSize = (typeof badgeSizes)[number];
