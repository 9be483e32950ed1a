import { TermsPage } from '@qafila/ui/screens/public';
import { useNavigate } from 'react-router';
import { usePublicLink } from '../layout/usePublicLink.tsx';

export default function Terms() {
  const navigate = useNavigate();
  return <TermsPage onBack={() => navigate(-1)} renderLink={usePublicLink()} />;
}
