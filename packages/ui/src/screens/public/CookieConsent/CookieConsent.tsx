import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Switch } from '../../../components/Switch/Switch.tsx';
import { Column, Columns } from '../../../layout/Columns.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { CloseIcon } from '../../../private/icons.tsx';
import { page } from '../shared/page.css.ts';
import * as styles from './CookieConsent.css.ts';
import { messages } from './CookieConsent.messages.ts';

/** The visitor's cookie choice (spec 000 §3); `necessary` is always true. */
export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

/** The optional cookie categories, in the order the dialog lists them. */
export const cookieCategories = ['analytics', 'marketing', 'functional'] as const;
export type CookieCategory = (typeof cookieCategories)[number];

/** The consent banner's delay when nothing is saved (spec 000 §9). */
export const cookieConsentDelayMs = 2000;

const essentialOnly: CookiePreferences = { necessary: true, analytics: false, marketing: false, functional: false };
const acceptAll: CookiePreferences = { necessary: true, analytics: true, marketing: true, functional: true };

/** Props of `CookieConsent`. */
export interface CookieConsentProps {
  /** A consent is already stored: the banner stays hidden. */
  hasSavedConsent: boolean;
  /** Called with the choice to store (Accept All Cookies, Essential Only or Save Preferences). */
  onSave(preferences: CookiePreferences): void;
  /** Current (saved) preferences; the dialog's switches start from them. Defaults to all optional ones off. */
  initial?: Partial<Omit<CookiePreferences, 'necessary'>>;
  /** Milliseconds before the banner appears when nothing is saved. Defaults to 2000. */
  delayMs?: number;
  /** Controlled open state of the Cookie Preferences dialog (e.g. reopened from the footer's "Cookie settings"). */
  open?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?(open: boolean): void;
  /** Where the Privacy Policy lives. Defaults to `/privacy`. */
  privacyHref?: string;
}

/**
 * The cookie banner and the Cookie Preferences dialog (spec 000 §2, §4). The banner appears after `delayMs` when no
 * consent is saved; "Essential Only" carries the same weight as "Accept All Cookies" (UAE PDPL: refusing must be as
 * easy as accepting). The close icon hides the banner without saving; Cancel closes the dialog without saving.
 */
export function CookieConsent({
  hasSavedConsent,
  onSave,
  initial,
  delayMs = cookieConsentDelayMs,
  open: openProp,
  onOpenChange,
  privacyHref = '/privacy',
}: CookieConsentProps) {
  const intl = useIntl();
  const titleId = useId();
  const [visible, setVisible] = useState(false);
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const saved: CookiePreferences = { ...essentialOnly, ...initial, necessary: true };
  const [draft, setDraft] = useState<CookiePreferences>(saved);

  useEffect(() => {
    if (hasSavedConsent) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [hasSavedConsent, delayMs]);

  // Each opening starts from the saved choice, so a cancelled edit is forgotten.
  const savedKey = `${saved.analytics}${saved.marketing}${saved.functional}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `savedKey` stands for `saved`, a new object every render.
  useEffect(() => {
    if (open) setDraft(saved);
  }, [open, savedKey]);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const save = (preferences: CookiePreferences) => {
    onSave({ ...preferences, necessary: true });
    setVisible(false);
    if (open) setOpen(false);
  };

  const labels: Record<CookieCategory, { label: string; hint: string }> = {
    analytics: { label: intl.formatMessage(messages.analytics), hint: intl.formatMessage(messages.analyticsHint) },
    marketing: { label: intl.formatMessage(messages.marketing), hint: intl.formatMessage(messages.marketingHint) },
    functional: { label: intl.formatMessage(messages.functional), hint: intl.formatMessage(messages.functionalHint) },
  };

  return (
    <>
      {visible ? (
        <Stack
          as="section"
          space="md"
          className={clsx(page, styles.banner)}
          aria-labelledby={titleId}
          data-state="open"
        >
          <Columns space="md">
            <Column>
              <Stack space="sm">
                <Heading level={3} as="h2" id={titleId}>
                  {intl.formatMessage(messages.title)}
                </Heading>
                <Text size="sm" tone="secondary">
                  {intl.formatMessage(messages.text)}{' '}
                  <Link href={privacyHref}>{intl.formatMessage(messages.privacyLink)}</Link>
                </Text>
              </Stack>
            </Column>
            <Column width="content">
              <IconButton label={intl.formatMessage(messages.close)} size="sm" onClick={() => setVisible(false)}>
                <CloseIcon />
              </IconButton>
            </Column>
          </Columns>
          <Inline space="sm" className={styles.actions}>
            <Button className={styles.choice} onClick={() => save(acceptAll)}>
              {intl.formatMessage(messages.acceptAll)}
            </Button>
            <Button className={styles.choice} onClick={() => save(essentialOnly)}>
              {intl.formatMessage(messages.essentialOnly)}
            </Button>
            <Button variant="outline" tone="neutral" className={styles.choice} onClick={() => setOpen(true)}>
              {intl.formatMessage(messages.customize)}
            </Button>
          </Inline>
        </Stack>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage(messages.dialogTitle)}
        description={intl.formatMessage(messages.dialogDescription)}
        footer={
          <>
            <DialogClose>
              <Button variant="outline" tone="neutral">
                {intl.formatMessage(messages.cancel)}
              </Button>
            </DialogClose>
            <Button onClick={() => save(draft)}>{intl.formatMessage(messages.save)}</Button>
          </>
        }
      >
        <Stack space="lg">
          <Switch
            label={intl.formatMessage(messages.necessary)}
            hint={intl.formatMessage(messages.necessaryHint)}
            locked
            lockedReason={intl.formatMessage(messages.necessaryLocked)}
          />
          {cookieCategories.map((category) => (
            <Switch
              key={category}
              label={labels[category].label}
              hint={labels[category].hint}
              checked={draft[category]}
              onCheckedChange={(checked) => setDraft((current) => ({ ...current, [category]: checked }))}
            />
          ))}
        </Stack>
      </Dialog>
    </>
  );
}
