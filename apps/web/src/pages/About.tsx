import { pageMessages as m } from './pages.messages.ts';
import { SimplePage } from './SimplePage.tsx';

export default function About() {
  return <SimplePage title={m.aboutTitle} lead={m.aboutLead} />;
}
