import { CreatePropertyPage } from '@/features/property-management/components/create-property-page';

export default function AddPropertyRoute() {
  return <CreatePropertyPage />;
}
