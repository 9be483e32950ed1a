import { ContactSection } from './ContactSection.tsx';
import { pageMessages as m } from './pages.messages.ts';
import { SimplePage } from './SimplePage.tsx';

export default function Landing() {
  return (
    <>
      <SimplePage title={m.landingTitle} lead={m.landingLead} />
      <ContactSection />
    </>
  );
}
