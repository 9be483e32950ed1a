import { TermsPage } from '@qafila/ui/screens/public';
import { useNavigate } from 'react-router';

export default function Terms() {
  const navigate = useNavigate();
  return <TermsPage onBack={() => navigate(-1)} />;
}
