import { AboutPage } from '@qafila/ui/screens/public';

export default function About() {
  return <AboutPage />;
}
