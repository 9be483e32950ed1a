import { FeaturesPage } from '@qafila/ui/screens/public';

export default function Features() {
  return <FeaturesPage />;
}
