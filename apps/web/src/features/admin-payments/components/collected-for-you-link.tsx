import { PAYOUT_MESSAGES } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';

export const COLLECTED_FOR_YOU_PATH = '/admin/payments/collected';

/** The Payments page's way to "Collected for you" (no query of its own: the page loads it). */
export function CollectedForYouLink() {
  return (
    <Card className="unclaimed-link" role="group" aria-labelledby="collected-link-title">
      <div>
        <h2 id="collected-link-title" className="unclaimed-link__title">
          {PAYOUT_MESSAGES.screenTitle}
        </h2>
        <p className="muted">
          Rent and deposits Pango collected for you, by month, and whether they were paid out.
        </p>
      </div>
      <Link className="btn btn--secondary" to={COLLECTED_FOR_YOU_PATH}>
        View collected payments
      </Link>
    </Card>
  );
}
