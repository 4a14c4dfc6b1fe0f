import { ExpensesPage } from '@/features/admin-expenses/components/expenses-page';
import { RequirePermission } from '@/components/layouts/require-permission';

export default function ExpensesRoute() {
  return (
    <RequirePermission permission="money.read">
      <ExpensesPage />
    </RequirePermission>
  );
}
