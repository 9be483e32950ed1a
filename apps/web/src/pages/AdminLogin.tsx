import { pageMessages as m } from './pages.messages.ts';
import { SimplePage } from './SimplePage.tsx';

export default function AdminLogin() {
  return <SimplePage title={m.adminLoginTitle} lead={m.adminLoginLead} />;
}
