import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QafilaProvider } from '../QafilaProvider/QafilaProvider.tsx';
import { Link } from './Link.tsx';
import type { AppLinkProps, LinkComponent } from './linkComponent.tsx';

/** Stands for an app's router link: marks what it renders and rewrites the path, as a localising link would. */
const RouterLink: LinkComponent = ({ href, children, ...props }: AppLinkProps) => (
  <a {...props} href={`/ar${href}`} data-router="">
    {children}
  </a>
);

const renderIn = (ui: ReactNode) =>
  render(
    <QafilaProvider locale="en" messages={messages.en} linkComponent={RouterLink}>
      {ui}
    </QafilaProvider>,
  );

describe('Link and the link component', () => {
  it('renders an in-app link through the provider’s link component, passing every prop and the ref on', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderIn(
      <Link href="/features" tone="neutral" aria-current="page" data-section="features" ref={ref}>
        Features
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Features' });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('href', '/ar/features');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('data-section', 'features');
    expect(link).toHaveAttribute('data-tone', 'neutral');
    expect(ref.current).toBe(link);
  });

  it.each([
    {
      name: 'an external link',
      element: (
        <Link href="https://example.com" external>
          Site
        </Link>
      ),
      href: 'https://example.com',
    },
    { name: 'a mailto link', element: <Link href="mailto:hello@qafila.ae">Site</Link>, href: 'mailto:hello@qafila.ae' },
    {
      name: 'a link to another host',
      element: <Link href="//cdn.example.com/x">Site</Link>,
      href: '//cdn.example.com/x',
    },
    { name: 'a fragment link', element: <Link href="#faq">Site</Link>, href: '#faq' },
  ])('renders $name as a plain anchor', ({ element, href }) => {
    renderIn(element);
    const link = screen.getByRole('link', { name: /^Site/ });
    expect(link).not.toHaveAttribute('data-router');
    expect(link).toHaveAttribute('href', href);
  });

  it('renders the element given by `as` instead of the link component', () => {
    renderIn(
      <Link as="a" href="/features">
        Features
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Features' })).not.toHaveAttribute('data-router');
  });

  it('defaults to a plain anchor, and a nested provider without one keeps the outer link component', () => {
    const { unmount } = render(
      <QafilaProvider locale="en" messages={messages.en}>
        <Link href="/features">Features</Link>
      </QafilaProvider>,
    );
    expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
    expect(screen.getByRole('link', { name: 'Features' })).not.toHaveAttribute('data-router');
    unmount();

    renderIn(
      <QafilaProvider locale="ar" messages={messages.ar}>
        <Link href="/about">About</Link>
      </QafilaProvider>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('data-router');
  });
});
