import { TutorialPage } from '@qafila/ui/screens/public';

export default function Tutorial() {
  return <TutorialPage />;
}
