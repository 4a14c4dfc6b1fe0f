import { Link } from '@/components/ui/link';
import { TENANT_PROFILE_TEXT } from '../messages';

/** The page for an unknown id, or a tenant of another landlord (the API answers 404 for both). */
export function TenantNotFound() {
  return (
    <div className="tenant-profile tenant-profile__state">
      <h1>{TENANT_PROFILE_TEXT.notFound}</h1>
      <p>{TENANT_PROFILE_TEXT.notFoundDetail}</p>
      <Link className="btn btn--primary" to="/admin/tenants">
        Back to Tenants
      </Link>
    </div>
  );
}
