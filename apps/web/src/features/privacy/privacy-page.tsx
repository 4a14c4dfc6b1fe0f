import { SIGNUP_DATA_USES } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { usePrivacyTexts, type PrivacyKey } from '@/lib/i18n/privacy-texts';

/** The rights the page lists, in order (privacy.json right.<n> / how.<n>). */
const RIGHTS = [1, 2, 3, 4] as const;

/**
 * /privacy (issue 22, Kenya Data Protection Act 2019): who decides about a tenant's data (the
 * landlord), who processes it (Pango), what is collected and why, what is kept and how long, and
 * how to use each right. Public: signup links here before an account exists. In the reader's
 * language (issue 25); the English is packages/shared privacy.ts, word for word.
 */
export function PrivacyPage() {
  const t = usePrivacyTexts();
  return (
    <Card className="privacy-page">
      <h1>{t('title')}</h1>
      <p>{t('controller')}</p>
      <h2>{t('collected')}</h2>
      <ul>
        {SIGNUP_DATA_USES.map((use, i) => (
          <li key={use.data}>
            <strong>{t(`use.${i + 1}.data` as PrivacyKey)}</strong>:{' '}
            {t(`use.${i + 1}.why` as PrivacyKey)}.
          </li>
        ))}
      </ul>
      <h2>{t('keptTitle')}</h2>
      <p>{t('kept')}</p>
      <h2>{t('rightsTitle')}</h2>
      <dl>
        {RIGHTS.map((n) => (
          <div key={n}>
            <dt>
              <strong>{t(`right.${n}`)}</strong>
            </dt>
            <dd>{t(`how.${n}`)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to="/login">{t('back')}</Link>
      </p>
    </Card>
  );
}
