import type { LanguageCode, WidgetGreeting } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RadioGroup } from '../../../../components/RadioGroup/RadioGroup.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { ChatIcon } from '../../../../private/icons.tsx';
import { brandStyle } from '../../../../themes/brandStyle.ts';
import * as styles from './ChatWidgetSettings.css.ts';
import { messages } from './ChatWidgetSettings.messages.ts';
import { SettingsCard } from './parts.tsx';
import type { WidgetBrand } from './types.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A static picture of the widget as visitors will see it: the panel's header in the organization's colour and name,
 * the greeting in the chosen language (the default greeting when it is empty), and the launcher. Not the live
 * widget; it follows the form as it is typed.
 */
export function WidgetPreview({ brand, greeting }: { brand: WidgetBrand; greeting: WidgetGreeting }) {
  const intl = useIntl();
  const [language, setLanguage] = useState<LanguageCode>(intl.locale.startsWith('ar') ? 'ar' : 'en');
  const text = greeting[language].trim();
  const colour = brand.colour && HEX.test(brand.colour) ? brandStyle(brand.colour) : undefined;

  return (
    <SettingsCard
      title={intl.formatMessage(messages.previewHeading)}
      description={intl.formatMessage(messages.previewNote)}
    >
      <RadioGroup
        label={intl.formatMessage(messages.previewLanguage)}
        name="previewLanguage"
        orientation="horizontal"
        value={language}
        options={[
          { value: 'en', label: intl.formatMessage(messages.english) },
          { value: 'ar', label: intl.formatMessage(messages.arabic) },
        ]}
        onValueChange={(value) => setLanguage(value as LanguageCode)}
      />
      <div
        role="img"
        aria-label={intl.formatMessage(messages.previewImage)}
        className={styles.preview}
        style={colour}
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        data-language={language}
      >
        <div className={styles.panel}>
          <div className={styles.panelHeader}>
            {brand.logoUrl ? <img src={brand.logoUrl} alt="" className={styles.logo} /> : null}
            <bdi>{brand.name}</bdi>
          </div>
          {text ? (
            <p className={styles.greeting}>{text}</p>
          ) : (
            <p className={styles.greeting} lang={intl.locale}>
              <Text as="span" tone="secondary">
                {intl.formatMessage(messages.defaultGreeting)}
              </Text>
            </p>
          )}
        </div>
        <span className={styles.launcher}>
          <ChatIcon />
        </span>
      </div>
    </SettingsCard>
  );
}
