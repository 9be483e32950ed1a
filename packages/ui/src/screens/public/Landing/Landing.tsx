import { type ReactNode, useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { root as buttonStyles } from '../../../components/Button/Button.css.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { useLinkComponent } from '../../../components/Link/linkComponent.tsx';
import { Progress } from '../../../components/Progress/Progress.tsx';
import { useDirection } from '../../../direction/useDirection.ts';
import { Column, Columns } from '../../../layout/Columns.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
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
import { MessageCards } from '../shared/ContentPage.tsx';
import {
  Card,
  CardGrid,
  DisplayHeading,
  Hero,
  PublicPage,
  PublicSection,
  SectionHeader,
} from '../shared/PublicLayout.tsx';
import * as pageStyles from '../shared/page.css.ts';
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
  [m.ocrTitle, m.ocrText, <DownloadIcon key="i" />],
  [m.freeZoneTitle, m.freeZoneText, <CustomsIcon key="i" />],
  [m.fleetTitle, m.fleetText, <TruckIcon key="i" />],
  [m.integrationTitle, m.integrationText, <SettingsIcon key="i" />],
  [m.islamicFinanceTitle, m.islamicFinanceText, <CheckCircleIcon key="i" />],
  [m.dataRightsTitle, m.dataRightsText, <ClockIcon key="i" />],
  [m.whatsappTitle, m.whatsappText, <ChatIcon key="i" />],
  [m.delayTitle, m.delayText, <GlobeIcon key="i" />],
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
export function Landing({ onContactSubmit, onBookDemo = scrollToContact }: LandingProps) {
  const AppLink = useLinkComponent();
  const intl = useIntl();
  const direction = useDirection();
  const id = useId();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const forward = <ArrowForwardIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />;
  const linkButton = (href: string, children: ReactNode, variant: 'outline' | 'solid', inverse = false) => (
    <AppLink href={href} className={buttonStyles({ variant, tone: inverse ? 'neutral' : 'accent', size: 'lg' })}>
      {children}
    </AppLink>
  );

  return (
    <PublicPage>
      <Hero
        titleId={`${id}hero`}
        eyebrow={t(m.eyebrow)}
        title={t(sharedMessages.headline)}
        lead={t(sharedMessages.subline)}
        space="lg"
        actions={
          <>
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
          </>
        }
      />

      <PublicSection aria-labelledby={`${id}stats`}>
        <h2 id={`${id}stats`} className={visuallyHidden}>
          {t(m.statsTitle)}
        </h2>
        <Stack as="figure" space="md">
          <Tiles as="dl" minItemWidth="xs" fit space="lg">
            {stats.map(([value, label]) => (
              <Stack key={value + label.id} space="xxs" className={pageStyles.panel.lg}>
                <Text as="dt" size="sm" tone="secondary">
                  {t(label)}
                </Text>
                {/* The figure reads first; the term stays first in the source for the dt/dd pairing. */}
                <Heading as="dd" level={1} tone="accent" className={styles.statValue}>
                  {/* Isolated, so "25+" keeps its order in right-to-left text. */}
                  <bdi>{value}</bdi>
                </Heading>
              </Stack>
            ))}
          </Tiles>
          <Text as="figcaption" size="sm" tone="secondary">
            {t(m.statsCaption)}
          </Text>
        </Stack>
      </PublicSection>

      <PublicSection tone="sunken" aria-labelledby={`${id}features`}>
        <SectionHeader eyebrow={t(m.featuresEyebrow)} title={t(m.featuresTitle)} titleId={`${id}features`} />
        <MessageCards cards={features} />
      </PublicSection>

      <PublicSection aria-labelledby={`${id}showcase`}>
        <SectionHeader eyebrow={t(m.showcaseEyebrow)} title={t(m.showcaseTitle)} titleId={`${id}showcase`} />
        <CardGrid>
          <Showcase title={t(m.dashboardTitle)} text={t(m.dashboardText)}>
            {sampleShipments.map(([number, status, route]) => (
              <Inline key={number} space="xs" align="spaceBetween" className={styles.sample.row}>
                <Text as="span" size="sm" weight="semibold" tabularNumbers dir="ltr">
                  {number}
                </Text>
                <ShipmentStatusBadge status={status} size="sm" />
                <Text as="span" size="sm" tone="secondary" className={styles.fullRow}>
                  {t(route)}
                </Text>
              </Inline>
            ))}
          </Showcase>
          <Showcase title={t(m.chatTitle)} text={t(m.chatText)}>
            <ChatBubble sender="user" content={t(m.chatQuestion)} time="2026-03-02T05:41:00Z" />
            <ChatBubble sender="assistant" content={t(m.chatAnswer)} time="2026-03-02T05:41:30Z" />
          </Showcase>
          <Showcase title={t(m.fleetShowcaseTitle)} text={t(m.fleetShowcaseText)}>
            <Progress label={t(m.fleetUtilisation)} value={82} showValue />
            <Progress label={t(m.fleetOnTime)} value={94} tone="positive" showValue />
            <Progress label={t(m.fleetMaintenance)} value={67} tone="caution" showValue />
          </Showcase>
        </CardGrid>
      </PublicSection>

      <PublicSection tone="sunken" aria-labelledby={`${id}services`}>
        <SectionHeader eyebrow={t(m.servicesEyebrow)} title={t(m.servicesTitle)} titleId={`${id}services`} />
        <MessageCards cards={services} icon={<PackageIcon />} />
      </PublicSection>

      <PublicSection aria-labelledby={`${id}segments`}>
        <SectionHeader eyebrow={t(m.segmentsEyebrow)} title={t(m.segmentsTitle)} titleId={`${id}segments`} />
        <CardGrid>
          {segments.map(([title, text, band]) => (
            <Card key={title.id}>
              <Heading level={3}>{t(title)}</Heading>
              <Text tone="secondary">{t(text)}</Text>
              <Badge tone="accent" className={styles.band}>
                {t(m.segmentVolume)}: <bdi dir="ltr">{band}</bdi>
              </Badge>
            </Card>
          ))}
        </CardGrid>
      </PublicSection>

      <PublicSection id={landingContactId} tone="sunken" aria-labelledby={`${id}contact`}>
        <Columns space="xl" collapseBelow="desktop">
          <Column width="2/5">
            <SectionHeader eyebrow={t(m.contactEyebrow)} title={t(m.contactTitle)} titleId={`${id}contact`}>
              <Text size="lg" tone="secondary">
                {t(m.contactText)}
              </Text>
            </SectionHeader>
          </Column>
          <Column>
            <ContactForm onSubmit={onContactSubmit} />
          </Column>
        </Columns>
      </PublicSection>

      <PublicSection aria-labelledby={`${id}cta`}>
        <Stack space="lg" align="center" className={pageStyles.cta.inverse}>
          <DisplayHeading level={2} id={`${id}cta`}>
            {t(m.ctaTitle)}
          </DisplayHeading>
          <Text className={pageStyles.width.text}>{t(m.ctaText)}</Text>
          <Inline space="md" align="center">
            <Button size="lg" onClick={onBookDemo} trailingIcon={forward}>
              {t(m.ctaBook)}
            </Button>
            {linkButton('/features', t(m.ctaFeatures), 'solid', true)}
          </Inline>
        </Stack>
      </PublicSection>
    </PublicPage>
  );
}

/** An illustrative card of the showcase: its h3 with an "Example" badge, a sentence and the sample in a frame. */
function Showcase({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Card>
      <Inline space="sm" align="spaceBetween">
        <Heading level={3}>{title}</Heading>
        <Badge tone="info" size="sm">
          {intl.formatMessage(m.example)}
        </Badge>
      </Inline>
      <Text tone="secondary">{text}</Text>
      <Stack space="sm" className={styles.sample.frame}>
        {children}
      </Stack>
    </Card>
  );
}
