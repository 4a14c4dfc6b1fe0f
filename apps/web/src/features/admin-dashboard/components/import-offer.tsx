import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';

/** On a dashboard with no tenants yet: the landlord's books come in from a spreadsheet (issue 21). */
export function ImportOffer() {
  return (
    <Card className="dashboard__import" aria-labelledby="dashboard-import-title">
      <h2 id="dashboard-import-title">Bring your books</h2>
      <p>
        Already keep your units, tenants and balances in Excel or a notebook? Import them all at
        once instead of typing them in one by one.
      </p>
      <Link className="btn btn--primary" to="/admin/settings/import">
        Import from a spreadsheet
      </Link>
    </Card>
  );
}
