import type { Feature } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../components/Badge/badgeTones.ts';
import { brandStyle } from '../../../themes/brandStyle.ts';
import { featureMessages } from './OverviewTabs/OverviewTabs.messages.ts';

type Category = Feature['category'];

/**
 * Category colours of spec 001 §2: core blue, uae green, compliance red, integration orange, others grey; analytics
 * purple, which no tone of the theme is, so its badge re-colours the accent tone with the brand override (contrast
 * guaranteed by `brandTokens`).
 */
const categoryTone: Record<Category, BadgeTone> = {
  core: 'info',
  uae: 'positive',
  compliance: 'critical',
  analytics: 'accent',
  integration: 'caution',
  others: 'neutral',
};
const ANALYTICS_PURPLE = '#6D28D9';
const purple = brandStyle(ANALYTICS_PURPLE);

/** A feature category's badge in its colour. */
export function CategoryBadge({ category }: { category: Category }) {
  const intl = useIntl();
  return (
    <Badge
      size="sm"
      tone={categoryTone[category]}
      data-category={category}
      {...(category === 'analytics' ? { style: purple } : {})}
    >
      {intl.formatMessage(featureMessages[category])}
    </Badge>
  );
}
