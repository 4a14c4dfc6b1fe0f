import { PublicLayout } from '@/components/layouts/public-layout';
import { PrivacyPage } from '@/features/privacy/privacy-page';

/** /privacy: how tenants' personal data is handled (issue 22). */
export default function PrivacyRoute() {
  return (
    <PublicLayout>
      <title>Your Privacy · Pango</title>
      <PrivacyPage />
    </PublicLayout>
  );
}
