import { HelpPage } from '@/features/admin-support/components/help-page';

/** /admin/help: Help and Support (seed 001 section 2). */
export default function HelpRoute() {
  return <HelpPage />;
}
