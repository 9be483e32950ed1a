import { pageMessages as m } from './pages.messages.ts';
import { SimplePage } from './SimplePage.tsx';

export default function Features() {
  return <SimplePage title={m.featuresTitle} lead={m.featuresLead} />;
}
