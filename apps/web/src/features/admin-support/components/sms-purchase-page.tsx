import { formatKsh, SMS_PACKS } from '@pango/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useRegisterSmsInterest, useSmsInterest } from '../api/sms-interest';
import './admin-support.css';

type Pack = (typeof SMS_PACKS)[number];

const USE_CASES = [
  'Rent reminders before the due date',
  'Payment confirmations when rent arrives',
  'Maintenance updates on reported issues',
  'Inspection and other notices to a whole property',
  'Welcome messages for new tenants',
] as const;

/** /admin/sms-purchase: SMS Credits (seed 001 sections 2 and 9); every pack is Coming Soon. */
export function SmsPurchasePage() {
  const interest = useSmsInterest();
  const register = useRegisterSmsInterest();
  const registered = new Set(interest.data?.results.map((row) => row.pack));

  return (
    <div className="page sms-page">
      <title>SMS Credits · Pango</title>
      <div className="page__header">
        <h1>SMS Credits</h1>
        <p className="muted">
          Text your tenants straight from Pango. SMS credits are coming soon. Register your interest
          and we will email you when your pack is available; nothing is charged now.
        </p>
      </div>

      {register.isSuccess && <Alert tone="success">{register.data.message}</Alert>}
      {register.isError && <Alert>Failed to register your interest. Please try again.</Alert>}
      {interest.isError && (
        <Alert
          tone="warning"
          action={
            <Button variant="secondary" size="sm" onClick={() => void interest.refetch()}>
              Retry
            </Button>
          }
        >
          Could not check which packs you registered for.
        </Alert>
      )}

      <section aria-labelledby="packs-title" className="support-section">
        <h2 id="packs-title">SMS Packs</h2>
        {interest.isPending ? (
          <Spinner label="Loading SMS packs..." />
        ) : (
          <div className="support-grid">
            {SMS_PACKS.map((pack) => (
              <PackCard
                key={pack.id}
                pack={pack}
                isRegistered={registered.has(pack.id)}
                isBusy={register.isPending && register.variables === pack.id}
                onRegister={() => {
                  if (!register.isPending) register.mutate(pack.id);
                }}
              />
            ))}
          </div>
        )}
      </section>

      <div className="support-grid">
        <Card role="group" aria-labelledby="sms-provider-title">
          <h2 id="sms-provider-title">Provider Information</h2>
          <p>
            We are finalising a licensed Kenyan bulk SMS provider. Messages will reach Safaricom,
            Airtel and Telkom numbers, and credits will be valid for 12 months from purchase. One
            credit sends one SMS of up to 160 characters.
          </p>
        </Card>
        <Card role="group" aria-labelledby="sms-uses-title">
          <h2 id="sms-uses-title">Use Cases</h2>
          <ul>
            {USE_CASES.map((useCase) => (
              <li key={useCase}>{useCase}</li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

type PackCardProps = {
  pack: Pack;
  isRegistered: boolean;
  isBusy: boolean;
  onRegister: () => void;
};

function PackCard({ pack, isRegistered, isBusy, onRegister }: PackCardProps) {
  const titleId = `sms-pack-${pack.id}`;
  return (
    <Card role="group" aria-labelledby={titleId} className="sms-pack">
      <div className="sms-pack__head">
        <h3 id={titleId}>{pack.name}</h3>
        <Badge tone="info">Coming Soon</Badge>
      </div>
      <p className="sms-pack__price">{formatKsh(pack.price)}</p>
      <p>{pack.sms.toLocaleString('en-KE')} SMS</p>
      <p className="muted">KSh {pack.perSms} per SMS</p>
      {pack.note && <p className="sms-pack__note">{pack.note}</p>}
      <p className="muted">Valid for 12 months</p>
      {isRegistered ? (
        <Badge tone="success" className="sms-pack__registered">
          Interest registered
        </Badge>
      ) : (
        <Button
          variant="secondary"
          isBusy={isBusy}
          onClick={onRegister}
          aria-label={`Register Interest in the ${pack.name} pack`}
        >
          Register Interest
        </Button>
      )}
    </Card>
  );
}
