import { pageMessages as m } from './pages.messages.ts';
import { SimplePage } from './SimplePage.tsx';

export default function Privacy() {
  return <SimplePage title={m.privacyTitle} lead={m.privacyLead} />;
}
