import clsx from 'clsx';
import { type ReactNode, useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { root as buttonStyles } from '../../../components/Button/Button.css.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Progress } from '../../../components/Progress/Progress.tsx';
import { useDirection } from '../../../direction/useDirection.ts';
import { ChatBubble } from '../../../patterns/ChatBubble/ChatBubble.tsx';
import { ShipmentStatusBadge } from '../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import {
  ArrowForwardIcon,
  ChatIcon,
  CheckCircleIcon,
  ClockIcon,
  CustomsIcon,
  DownloadIcon,
  GlobeIcon,
  PackageIcon,
  SettingsIcon,
  TruckIcon,
} from '../../../private/icons.tsx';
import { visuallyHidden } from '../../../private/visuallyHidden.css.ts';
import { ContactForm, type ContactFormValues } from '../ContactForm/ContactForm.tsx';
import * as page from '../shared/page.css.ts';
import { defaultRenderLink, type RenderLink } from '../shared/renderLink.tsx';
import * as styles from './Landing.css.ts';
import { messages as m, sharedMessages } from './Landing.messages.ts';

/** Props of `Landing`. */
export interface LandingProps {
  /** Sends the demo request (see `ContactForm`). */
  onContactSubmit(values: ContactFormValues): Promise<boolean>;
  /**
   * "Book a Demo" and "Book Your Demo Now". Defaults to scrolling to the contact section (`#contact`) and focusing
   * its first field; when given, it is called instead (e.g. to send an analytics event, then scroll).
   */
  onBookDemo?(): void;
  /** Renders in-app links (pass the router's link). Defaults to `<a href>`. */
  renderLink?: RenderLink;
}

/** Id of the landing page's contact section. */
export const landingContactId = 'contact';

/** Scrolls to the landing page's contact section and focuses its first field. */
export function scrollToContact() {
  const section = document.getElementById(landingContactId);
  if (!section) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('input:not([tabindex="-1"])')?.focus({ preventScroll: true });
}

const stats = [
  ['25+', m.statApis],
  ['95%', m.statAutomation],
  ['98%', m.statSatisfaction],
  ['7', m.statEmirates],
  ['15+', m.statFreeZones],
] as const;

const features = [
  [<DownloadIcon key="i" />, m.ocrTitle, m.ocrText],
  [<CustomsIcon key="i" />, m.freeZoneTitle, m.freeZoneText],
  [<TruckIcon key="i" />, m.fleetTitle, m.fleetText],
  [<SettingsIcon key="i" />, m.integrationTitle, m.integrationText],
  [<CheckCircleIcon key="i" />, m.islamicFinanceTitle, m.islamicFinanceText],
  [<ClockIcon key="i" />, m.dataRightsTitle, m.dataRightsText],
  [<ChatIcon key="i" />, m.whatsappTitle, m.whatsappText],
  [<GlobeIcon key="i" />, m.delayTitle, m.delayText],
] as const;

const services = [
  [m.onboardingTitle, m.onboardingText],
  [m.customsTitle, m.customsText],
  [m.integrationServiceTitle, m.integrationServiceText],
  [m.supportTitle, m.supportText],
] as const;

const segments = [
  [m.ecommerceTitle, m.ecommerceText, '$2K-8K'],
  [m.manufacturersTitle, m.manufacturersText, '$5K-15K'],
  [m.logisticsTitle, m.logisticsText, '$10K-25K'],
] as const;

// Sample shipments for the dashboard illustration; labelled as an example on screen.
const sampleShipments = [
  ['QAF-240017', 'in_transit', m.route1],
  ['QAF-240021', 'customs_clearance', m.route2],
  ['QAF-240009', 'delivered', m.route3],
] as const;

/**
 * The landing page's content (spec 000 §2): hero, statistics strip (claims, captioned as such), feature cards,
 * illustrative showcases built from sample data, services, market segments with their monthly volume bands, the
 * contact section with the "Schedule a Demo" form, and the bottom call to action. Header and footer are separate
 * (`PublicHeader`, `PublicFooter`). Needs a `ToastProvider` above it.
 */
export function Landing({
  onContactSubmit,
  onBookDemo = scrollToContact,
  renderLink = defaultRenderLink,
}: LandingProps) {
  const intl = useIntl();
  const direction = useDirection();
  const id = useId();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const forward = <ArrowForwardIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />;
  const linkButton = (href: string, children: ReactNode, variant: 'outline' | 'solid', inverse = false) =>
    renderLink({
      href,
      className: clsx(buttonStyles({ variant, tone: inverse ? 'neutral' : 'accent', size: 'lg' })),
      children,
    });

  return (
    <div className={page.page}>
      <section className={clsx(page.section, styles.hero)} aria-labelledby={`${id}hero`}>
        <div className={page.container}>
          <div className={styles.heroInner}>
            <p className={page.eyebrow}>{t(m.eyebrow)}</p>
            <h1 id={`${id}hero`} className={page.h1}>
              {t(sharedMessages.headline)}
            </h1>
            <p className={page.lead}>{t(sharedMessages.subline)}</p>
            <div className={page.actions}>
              <Button size="lg" onClick={onBookDemo}>
                {t(m.bookDemo)}
              </Button>
              {linkButton(
                '/features',
                <>
                  {t(m.learnMore)}
                  {/* The spec's visible text stays 'Learn More'; the link's name says where it leads. */}
                  <span className={visuallyHidden}> {t(m.learnMoreContext)}</span>
                </>,
                'outline',
              )}
            </div>
          </div>
        </div>
      </section>

      <section className={page.section} aria-labelledby={`${id}stats`}>
        <div className={page.container}>
          <h2 id={`${id}stats`} className={visuallyHidden}>
            {t(m.statsTitle)}
          </h2>
          <figure style={{ margin: 0, display: 'grid', gap: '0.75rem' }}>
            <dl className={styles.stats}>
              {stats.map(([value, label]) => (
                <div key={value + label.id} className={styles.stat}>
                  <dt className={styles.statLabel}>{t(label)}</dt>
                  <dd className={styles.statValue}>
                    {/* Isolated, so "25+" keeps its order in right-to-left text. */}
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
            <figcaption className={page.small}>{t(m.statsCaption)}</figcaption>
          </figure>
        </div>
      </section>

      <section className={clsx(page.section, page.sunken)} aria-labelledby={`${id}features`}>
        <div className={page.container}>
          <div className={page.sectionHeader}>
            <p className={page.eyebrow}>{t(m.featuresEyebrow)}</p>
            <h2 id={`${id}features`} className={page.h2}>
              {t(m.featuresTitle)}
            </h2>
          </div>
          <ul className={page.grid}>
            {features.map(([icon, title, text]) => (
              <li key={title.id} className={page.card}>
                <span className={page.icon} aria-hidden="true">
                  {icon}
                </span>
                <h3 className={page.h3}>{t(title)}</h3>
                <p className={page.text}>{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={page.section} aria-labelledby={`${id}showcase`}>
        <div className={page.container}>
          <div className={page.sectionHeader}>
            <p className={page.eyebrow}>{t(m.showcaseEyebrow)}</p>
            <h2 id={`${id}showcase`} className={page.h2}>
              {t(m.showcaseTitle)}
            </h2>
          </div>
          <ul className={page.grid}>
            <li className={page.card}>
              <div className={styles.showcaseHeader}>
                <h3 className={page.h3}>{t(m.dashboardTitle)}</h3>
                <Badge tone="info" size="sm">
                  {t(m.example)}
                </Badge>
              </div>
              <p className={page.text}>{t(m.dashboardText)}</p>
              <div className={styles.showcaseFrame}>
                {sampleShipments.map(([number, status, route]) => (
                  <div key={number} className={styles.shipmentRow}>
                    <span className={styles.mono} dir="ltr">
                      {number}
                    </span>
                    <ShipmentStatusBadge status={status} size="sm" />
                    <span className={page.small} style={{ flexBasis: '100%' }}>
                      {t(route)}
                    </span>
                  </div>
                ))}
              </div>
            </li>
            <li className={page.card}>
              <div className={styles.showcaseHeader}>
                <h3 className={page.h3}>{t(m.chatTitle)}</h3>
                <Badge tone="info" size="sm">
                  {t(m.example)}
                </Badge>
              </div>
              <p className={page.text}>{t(m.chatText)}</p>
              <div className={styles.showcaseFrame}>
                <ChatBubble sender="user" content={t(m.chatQuestion)} time="2026-03-02T05:41:00Z" />
                <ChatBubble sender="assistant" content={t(m.chatAnswer)} time="2026-03-02T05:41:30Z" />
              </div>
            </li>
            <li className={page.card}>
              <div className={styles.showcaseHeader}>
                <h3 className={page.h3}>{t(m.fleetShowcaseTitle)}</h3>
                <Badge tone="info" size="sm">
                  {t(m.example)}
                </Badge>
              </div>
              <p className={page.text}>{t(m.fleetShowcaseText)}</p>
              <div className={styles.showcaseFrame}>
                <Progress label={t(m.fleetUtilisation)} value={82} showValue />
                <Progress label={t(m.fleetOnTime)} value={94} tone="positive" showValue />
                <Progress label={t(m.fleetMaintenance)} value={67} tone="caution" showValue />
              </div>
            </li>
          </ul>
        </div>
      </section>

      <section className={clsx(page.section, page.sunken)} aria-labelledby={`${id}services`}>
        <div className={page.container}>
          <div className={page.sectionHeader}>
            <p className={page.eyebrow}>{t(m.servicesEyebrow)}</p>
            <h2 id={`${id}services`} className={page.h2}>
              {t(m.servicesTitle)}
            </h2>
          </div>
          <ul className={page.grid}>
            {services.map(([title, text]) => (
              <li key={title.id} className={page.card}>
                <span className={page.icon} aria-hidden="true">
                  <PackageIcon />
                </span>
                <h3 className={page.h3}>{t(title)}</h3>
                <p className={page.text}>{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={page.section} aria-labelledby={`${id}segments`}>
        <div className={page.container}>
          <div className={page.sectionHeader}>
            <p className={page.eyebrow}>{t(m.segmentsEyebrow)}</p>
            <h2 id={`${id}segments`} className={page.h2}>
              {t(m.segmentsTitle)}
            </h2>
          </div>
          <ul className={page.grid}>
            {segments.map(([title, text, band]) => (
              <li key={title.id} className={page.card}>
                <h3 className={page.h3}>{t(title)}</h3>
                <p className={page.text}>{t(text)}</p>
                <Badge tone="accent" className={styles.band}>
                  {t(m.segmentVolume)}: <bdi dir="ltr">{band}</bdi>
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id={landingContactId} className={clsx(page.section, page.sunken)} aria-labelledby={`${id}contact`}>
        <div className={clsx(page.container, styles.contactGrid)}>
          <div className={page.sectionHeader}>
            <p className={page.eyebrow}>{t(m.contactEyebrow)}</p>
            <h2 id={`${id}contact`} className={page.h2}>
              {t(m.contactTitle)}
            </h2>
            <p className={page.lead}>{t(m.contactText)}</p>
          </div>
          <ContactForm onSubmit={onContactSubmit} />
        </div>
      </section>

      <section className={page.section} aria-labelledby={`${id}cta`}>
        <div className={page.container}>
          <div className={styles.cta}>
            <h2 id={`${id}cta`} className={page.h2}>
              {t(m.ctaTitle)}
            </h2>
            <p className={styles.ctaText}>{t(m.ctaText)}</p>
            <div className={page.actions} style={{ justifyContent: 'center' }}>
              <Button size="lg" onClick={onBookDemo} trailingIcon={forward}>
                {t(m.ctaBook)}
              </Button>
              {linkButton('/features', t(m.ctaFeatures), 'solid', true)}
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
