import { PropertyManagementPage } from '@/features/property-management/components/property-management-page';

export default function PropertyManagementRoute() {
  return <PropertyManagementPage />;
}
