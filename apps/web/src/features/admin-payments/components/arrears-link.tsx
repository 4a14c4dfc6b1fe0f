import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { ARREARS_TEXT } from '../arrears-messages';

export const ARREARS_REPORT_PATH = '/admin/payments/arrears';

/** The Payments page's way into the arrears report (no query: the report loads on its screen). */
export function ArrearsLink() {
  return (
    <Card className="unclaimed-link" role="group" aria-labelledby="arrears-link-title">
      <div>
        <h2 id="arrears-link-title" className="unclaimed-link__title">
          {ARREARS_TEXT.title}
        </h2>
        <p className="muted">{ARREARS_TEXT.linkText}</p>
      </div>
      <Link className="btn btn--secondary" to={ARREARS_REPORT_PATH}>
        {ARREARS_TEXT.linkAction}
      </Link>
    </Card>
  );
}
