import { Card } from '@/components/ui/card';
import { useMe } from '@/lib/queries/me';
import { usePaymentsTexts } from '../texts';

/**
 * "How to pay by M-Pesa" (issue 19): the landlord's business number and the tenant's account
 * number, with the steps on the phone. Nothing when the landlord has no paybill or till set up.
 * In the Payment Center only (a lazy route): the dashboard's first load has no room for it.
 */
export function PayByMpesaCard() {
  const t = usePaymentsTexts();
  const me = useMe();
  const paybill = me.data?.mpesa_paybill;
  const account = me.data?.payment_account_number;
  if (!paybill || (paybill.shortcode_type === 'paybill' && !account)) return null;
  // howToPayByMpesa's steps, in the reader's language (payments.json mpesa.step.*).
  const shortcode = paybill.shortcode;
  const steps =
    paybill.shortcode_type === 'till'
      ? [
          t('mpesa.step.open'),
          t('mpesa.step.buyGoods'),
          t('mpesa.step.till', { shortcode }),
          t('mpesa.step.amount'),
          t('mpesa.step.pin'),
        ]
      : [
          t('mpesa.step.open'),
          t('mpesa.step.payBill'),
          t('mpesa.step.business', { shortcode }),
          t('mpesa.step.account', { account: account ?? '' }),
          t('mpesa.step.amount'),
          t('mpesa.step.pin'),
        ];
  return (
    <Card className="pay-by-mpesa" role="group" aria-labelledby="pay-by-mpesa-title">
      <h2 id="pay-by-mpesa-title">{t('mpesa.title')}</h2>
      <dl className="pay-by-mpesa__numbers">
        <div>
          <dt>{paybill.shortcode_type === 'till' ? t('mpesa.till') : t('mpesa.business')}</dt>
          <dd>{paybill.shortcode}</dd>
        </div>
        {paybill.shortcode_type === 'paybill' && (
          <div>
            <dt>{t('mpesa.account')}</dt>
            <dd>{account}</dd>
          </div>
        )}
      </dl>
      <ol className="pay-by-mpesa__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="muted">{t('mpesa.credited')}</p>
    </Card>
  );
}
