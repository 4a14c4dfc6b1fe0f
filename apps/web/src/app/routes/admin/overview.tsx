import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import './overview.css';

/** /admin index (organisation overview). Its figures come with the properties issue. */
export default function AdminOverviewRoute() {
  const { user } = useAuth();
  return (
    <div className="page">
      <title>Overview · Pango</title>
      <div className="page__header">
        <h1>Overview</h1>
        <p className="muted">Welcome back, {user?.full_name}.</p>
      </div>
      {user?.landlord_code && (
        <Card className="overview-code">
          <h2 className="overview-code__title">Your landlord ID</h2>
          <p className="overview-code__value">{user.landlord_code}</p>
          <p className="muted">Tenants need this ID to sign up under you.</p>
        </Card>
      )}
    </div>
  );
}
