import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useDirection } from '../../direction/useDirection.ts';
import { brandTokens } from '../../themes/brandTokens.ts';
import { QafilaProvider } from './QafilaProvider.tsx';

function DirectionProbe() {
  return <output aria-label="direction">{useDirection()}</output>;
}

describe('QafilaProvider', () => {
  it.each([
    { locale: 'en', lang: 'en', dir: 'ltr' },
    { locale: 'ar', lang: 'ar', dir: 'rtl' },
    { locale: 'ar-ae', lang: 'ar-AE', dir: 'rtl' },
    { locale: 'en-AE', lang: 'en-AE', dir: 'ltr' },
  ])('derives lang=$lang and dir=$dir from $locale', ({ locale, lang, dir }) => {
    render(
      <QafilaProvider locale={locale}>
        <DirectionProbe />
      </QafilaProvider>,
    );

    const probe = screen.getByRole('status', { name: 'direction' });
    expect(probe).toHaveTextContent(dir);
    expect(probe.parentElement).toHaveAttribute('lang', lang);
    expect(probe.parentElement).toHaveAttribute('dir', dir);
  });

  it('lets an explicit direction override the locale', () => {
    render(
      <QafilaProvider locale="ar" direction="ltr">
        <DirectionProbe />
      </QafilaProvider>,
    );

    expect(screen.getByRole('status', { name: 'direction' })).toHaveTextContent('ltr');
  });

  it('formats messages from the catalogue of its locale', () => {
    render(
      <QafilaProvider locale="ar" messages={{ greeting: 'مرحبا {name}' }}>
        <FormattedMessage id="greeting" defaultMessage="Hello {name}" values={{ name: 'ليلى' }} />
      </QafilaProvider>,
    );

    expect(screen.getByText('مرحبا ليلى')).toBeInTheDocument();
  });

  it('sets lang and dir on <html> with applyToDocument and restores them on unmount', () => {
    const html = document.documentElement;
    html.setAttribute('lang', 'en');
    html.removeAttribute('dir');

    const { unmount } = render(<QafilaProvider locale="ar" applyToDocument />);
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');

    unmount();
    expect(html).toHaveAttribute('lang', 'en');
    expect(html).not.toHaveAttribute('dir');
  });

  it('switches to the Arabic font stack and taller line height for Arabic content', () => {
    render(
      <QafilaProvider locale="en">
        <p>Latin</p>
        <p lang="ar">عربي</p>
      </QafilaProvider>,
    );

    const latin = getComputedStyle(screen.getByText('Latin'));
    const arabic = getComputedStyle(screen.getByText('عربي'));
    expect(latin.fontFamily).toMatch(/^Inter/);
    expect(arabic.fontFamily).toMatch(/^"IBM Plex Sans Arabic"/);
    expect(Number.parseFloat(arabic.lineHeight)).toBeGreaterThan(Number.parseFloat(latin.lineHeight));
  });

  it('applies the dark theme by name', () => {
    render(
      <QafilaProvider locale="en" theme="dark">
        <p>Shipments</p>
      </QafilaProvider>,
    );

    const root = screen.getByText('Shipments').parentElement as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'dark');
    // text.primary of the dark tokens (sand 100).
    expect(getComputedStyle(root).color).toBe('rgb(242, 239, 234)');
  });

  it('re-colours the accent tone from a brand colour', () => {
    render(
      <QafilaProvider locale="en" brand={{ primaryColor: '#6B2FBF' }}>
        <p>Shipments</p>
      </QafilaProvider>,
    );

    const root = screen.getByText('Shipments').parentElement as HTMLElement;
    const { solid, text } = brandTokens('#6B2FBF');
    const declared = Array.from(root.style).map((name) => root.style.getPropertyValue(name).toUpperCase());
    expect(declared).toEqual(expect.arrayContaining([solid, text]));
  });
});
