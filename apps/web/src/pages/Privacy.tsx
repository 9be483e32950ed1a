import { PrivacyPage } from '@qafila/ui/screens/public';
import { useNavigate } from 'react-router';
import { useConsent } from '../consent/ConsentContext.tsx';

export default function Privacy() {
  const navigate = useNavigate();
  const { openSettings } = useConsent();
  return <PrivacyPage onBack={() => navigate(-1)} onCookieSettings={openSettings} />;
}
