import { AdminLoginContainer } from '../admin/AdminLoginContainer.tsx';

/** /admin/login (spec 001 §2). */
export default function AdminLogin() {
  return <AdminLoginContainer />;
}
