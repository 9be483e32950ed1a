import { TutorialPage } from '@qafila/ui/screens/public';
import { usePublicLink } from '../layout/usePublicLink.tsx';

export default function Tutorial() {
  return <TutorialPage renderLink={usePublicLink()} />;
}
