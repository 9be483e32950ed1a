import { AboutPage } from '@qafila/ui/screens/public';
import { usePublicLink } from '../layout/usePublicLink.tsx';

export default function About() {
  return <AboutPage renderLink={usePublicLink()} />;
}
