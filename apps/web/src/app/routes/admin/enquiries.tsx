import { EnquiriesPage } from '@/features/admin-enquiries/components/enquiries-page';

export default function EnquiriesRoute() {
  return <EnquiriesPage />;
}
