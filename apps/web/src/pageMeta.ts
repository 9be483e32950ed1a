import { PRODUCT_NAME, type PUBLIC_ROUTES } from '@qafila/contracts/constants';

/** Catalogue ids of each public page's title and description (shared by the prerenderer and the app). */
const META: Record<(typeof PUBLIC_ROUTES)[number], [title: string, description: string]> = {
  '/': ['landing.headline', 'landing.subline'],
  '/features': ['page.features.title', 'page.features.lead'],
  '/tutorial': ['page.tutorial.title', 'page.tutorial.lead'],
  // Spec 000 §2: the about page's title is the support product's name.
  '/about': ['app.supportName', 'page.about.lead'],
  '/privacy': ['page.privacy.title', 'page.privacy.lead'],
  '/terms': ['page.terms.title', 'page.terms.lead'],
};

/** The document title and description of a public page in a language, from that language's catalogue. */
export function pageMeta(
  path: (typeof PUBLIC_ROUTES)[number],
  language: 'en' | 'ar',
  catalogue: Readonly<Record<string, unknown>>,
): { title: string; description: string } {
  const text = (id: string) => {
    const value = catalogue[id];
    return typeof value === 'string' ? value : undefined;
  };
  const [titleId, descriptionId] = META[path];
  const heading = text(titleId) ?? titleId;
  const brand = language === 'ar' ? (text('app.name') ?? PRODUCT_NAME) : PRODUCT_NAME;
  const title = path === '/' ? `${brand} — ${heading}` : path === '/about' ? heading : `${heading} · ${brand}`;
  return { title, description: text(descriptionId) ?? '' };
}
