import { pageMessages as m } from './pages.messages.ts';
import { SimplePage } from './SimplePage.tsx';

export default function SupportApp() {
  return <SimplePage title={m.appTitle} lead={m.appLead} />;
}
