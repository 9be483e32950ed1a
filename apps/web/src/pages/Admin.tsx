import { AdminDashboardContainer } from '../admin/AdminDashboardContainer.tsx';

/** /admin (spec 001 §2): the super-admin dashboard. */
export default function Admin() {
  return <AdminDashboardContainer />;
}
