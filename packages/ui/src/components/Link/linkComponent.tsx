import { type ComponentPropsWithRef, type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * What an app's link component receives for an in-app link: an anchor's attributes (class, `onClick`, `aria-*`,
 * `data-*`), a required `href` (a path such as `/features` or `/app/dashboard/overview`), children and a ref. It must
 * pass every prop on to the element it renders.
 */
export type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'children'> & {
  /** Target path, e.g. `/features`, `/tutorial#faq` or `/app/dashboard/overview`. */
  href: string;
  children?: ReactNode;
};

/** Renders in-app links, e.g. `({ href, ...props }) => <RouterLink to={href} {...props} />`. */
export type LinkComponent = ComponentType<AppLinkProps>;

/** The default link component: a plain `<a href>` (a full page load). */
function PlainLink({ children, ...props }: AppLinkProps) {
  return <a {...props}>{children}</a>;
}

/** The link component of the nearest `QafilaProvider` that sets one; a plain `<a>` otherwise. */
export const LinkComponentContext = createContext<LinkComponent>(PlainLink);

/** The component that renders in-app links: `QafilaProvider`'s `linkComponent`, or a plain `<a>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}
