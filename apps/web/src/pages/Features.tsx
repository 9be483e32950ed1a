import { FeaturesPage } from '@qafila/ui/screens/public';
import { usePublicLink } from '../layout/usePublicLink.tsx';

export default function Features() {
  return <FeaturesPage renderLink={usePublicLink()} />;
}
