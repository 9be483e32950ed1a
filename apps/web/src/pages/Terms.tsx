import { pageMessages as m } from './pages.messages.ts';
import { SimplePage } from './SimplePage.tsx';

export default function Terms() {
  return <SimplePage title={m.termsTitle} lead={m.termsLead} />;
}
