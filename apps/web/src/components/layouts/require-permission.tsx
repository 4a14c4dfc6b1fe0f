import type { Permission } from '@pango/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { usePermission } from '@/lib/permissions';

export const NO_ACCESS_MESSAGE = 'You do not have access to this page.';

/** What a team member sees on a screen their role cannot use (issue 23): a sentence, not a crash. */
export function NoAccess() {
  return (
    <div className="page">
      <title>No access · Pango</title>
      <Card role="alert">
        <p>{NO_ACCESS_MESSAGE}</p>
      </Card>
    </div>
  );
}

/** A screen's gate: its content for a role that may use it, else <NoAccess />. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  return usePermission(permission) ? children : <NoAccess />;
}
