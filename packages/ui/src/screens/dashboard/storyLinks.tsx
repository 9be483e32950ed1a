import type { DashboardRenderLink } from './types.ts';

/** Story links that report the destination instead of leaving the story's page. */
export function storyLink(onNavigate: (href: string) => void): DashboardRenderLink {
  return ({ href, children, onClick, ...props }) => (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
