import { pageMessages as m } from './pages.messages.ts';
import { SimplePage } from './SimplePage.tsx';

export default function Admin() {
  return <SimplePage title={m.adminTitle} lead={m.adminLead} />;
}
