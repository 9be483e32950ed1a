import { FeaturesPage } from '@qafila/ui';
import { usePublicLink } from '../layout/usePublicLink.tsx';

export default function Features() {
  return <FeaturesPage renderLink={usePublicLink()} />;
}
