import { createContext, useContext } from 'react';

/**
 * The element of the nearest `QafilaProvider`. Overlays (dialogs, menus, tooltips, toasts) portal into it rather
 * than into <body>, so they keep the theme variables, `lang`, `dir` and font of the provider.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
