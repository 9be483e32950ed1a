import { pageMessages as m } from './pages.messages.ts';
import { SimplePage } from './SimplePage.tsx';

export default function Tutorial() {
  return <SimplePage title={m.tutorialTitle} lead={m.tutorialLead} />;
}
