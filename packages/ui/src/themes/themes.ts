import { darkTheme } from './darkTheme.css.ts';
import { lightTheme } from './lightTheme.css.ts';

/** Theme class names by name. White-label brands override `vars.color.accent` at run time (`brandStyle`). */
export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
