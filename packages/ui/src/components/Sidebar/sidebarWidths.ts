/** Inline size of the sidebar in px: an icon rail when collapsed, icons and labels when expanded. */
export const sidebarWidths = { collapsed: 64, expanded: 320 } as const;

/** Below this viewport width (px) the sidebar becomes an off-canvas drawer. */
export const sidebarDrawerBelow = 768;
