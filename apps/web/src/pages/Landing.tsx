import { Landing as LandingScreen } from '@qafila/ui/screens/public';
import { useEffect } from 'react';
import { useContactSubmit } from './ContactSection.tsx';

/** `/` and `/ar`: the landing page, with the demo-request form at #contact. */
export default function Landing() {
  const onContactSubmit = useContactSubmit();
  useEffect(() => {
    if (window.location.hash === '#contact') document.getElementById('contact')?.scrollIntoView();
  }, []);
  return <LandingScreen onContactSubmit={onContactSubmit} />;
}
