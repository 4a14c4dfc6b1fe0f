import { PRIVACY_TEXT, SIGNUP_DATA_USES } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';

/**
 * /privacy (issue 22, Kenya Data Protection Act 2019): who decides about a tenant's data (the
 * landlord), who processes it (Pango), what is collected and why, what is kept and how long, and
 * how to use each right. Public: signup links here before an account exists.
 */
export function PrivacyPage() {
  return (
    <Card className="privacy-page">
      <h1>{PRIVACY_TEXT.title}</h1>
      <p>{PRIVACY_TEXT.controller}</p>
      <h2>What is collected and why</h2>
      <ul>
        {SIGNUP_DATA_USES.map((use) => (
          <li key={use.data}>
            <strong>{use.data}</strong>: {use.why}.
          </li>
        ))}
      </ul>
      <h2>What is kept, and for how long</h2>
      <p>{PRIVACY_TEXT.kept}</p>
      <h2>Your rights</h2>
      <dl>
        {PRIVACY_TEXT.rights.map((r) => (
          <div key={r.right}>
            <dt>
              <strong>{r.right}</strong>
            </dt>
            <dd>{r.how}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </Card>
  );
}
