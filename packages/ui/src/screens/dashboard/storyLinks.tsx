import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext } from 'react';
import { type AppLinkProps, LinkComponentContext } from '../../components/Link/linkComponent.tsx';

const NavigateContext = createContext<(href: string) => void>(() => {});

/** A story's link: reports the destination instead of leaving the story's page. */
function StoryLink({ href, children, onClick, ...props }: AppLinkProps) {
  const onNavigate = useContext(NavigateContext);
  return (
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

/** A story decorator whose in-app links call `onNavigate` with their `href` instead of leaving the page. */
export function withStoryLinks(onNavigate: (href: string) => void): Decorator {
  return (Story) => (
    <NavigateContext.Provider value={onNavigate}>
      <LinkComponentContext.Provider value={StoryLink}>
        <Story />
      </LinkComponentContext.Provider>
    </NavigateContext.Provider>
  );
}
