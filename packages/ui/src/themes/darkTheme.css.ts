import { createQafilaTheme } from './createQafilaTheme.ts';
import { darkTokens } from './darkTokens.ts';

/** Class name that applies the dark theme to an element and its descendants. */
export const darkTheme = createQafilaTheme(darkTokens, 'dark');
