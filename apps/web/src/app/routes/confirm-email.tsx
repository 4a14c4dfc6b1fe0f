import { useSearchParams } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ConfirmEmailChangePage } from '@/features/auth/components/confirm-email-change-page';

/** /confirm-email?token=…: confirms a new account email (issue 17, item 6). */
export default function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PublicLayout isNarrow>
      <title>Confirm Your New Email · Pango</title>
      <ConfirmEmailChangePage key={token ?? ''} token={token} />
    </PublicLayout>
  );
}
