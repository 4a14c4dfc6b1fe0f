import { formatDate, TEAM_ROLE_LABELS, type TeamMember } from '@pango/shared';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import { toast } from '@/components/ui/toast/toast-store';
import { useLandlordProperties } from '@/lib/queries/properties';
import { useRemoveMember, useTeam, useUpdateMember } from '@/lib/queries/team';
import { serverMessage } from '@/lib/server-message';
import { MemberDialog } from './member-dialog';
import './team.css';

const STATUS: Record<TeamMember['status'], { label: string; tone: BadgeTone }> = {
  invited: { label: 'Invited', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'neutral' },
};

type Editing = { member?: TeamMember } | null;

/** /admin/settings/team (issue 23): the owner's team, its invitations and the plan's limit. */
export function TeamPage() {
  const team = useTeam();
  const properties = useLandlordProperties();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const propertyList = properties.data?.results ?? [];
  const propertyNames = (member: TeamMember) =>
    member.property_ids.length === 0
      ? 'All'
      : member.property_ids
          .map((id) => propertyList.find((property) => property.id === id)?.name ?? `#${id}`)
          .join(', ');

  const setStatus = (member: TeamMember, status: 'active' | 'suspended') =>
    update.mutate(
      { id: member.id, status },
      {
        onSuccess: () =>
          toast.success(
            status === 'suspended'
              ? `${member.name} is suspended and signed out.`
              : `${member.name} can sign in again.`,
          ),
        onError: (error) => toast.error(serverMessage(error, 'The change could not be saved.')),
      },
    );

  const columns: TableColumn<TeamMember>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (member) => (
        <>
          <strong>{member.name}</strong>
          <br />
          <span className="muted">
            {member.email} · {member.phone_number}
          </span>
        </>
      ),
    },
    { key: 'role', header: 'Role', render: (member) => TEAM_ROLE_LABELS[member.role] },
    { key: 'properties', header: 'Properties', render: propertyNames },
    {
      key: 'status',
      header: 'Status',
      render: (member) => (
        <Badge tone={STATUS[member.status].tone}>{STATUS[member.status].label}</Badge>
      ),
    },
    {
      key: 'dates',
      header: 'Invited / last sign-in',
      render: (member) =>
        `${formatDate(member.invited_at)} / ${formatDate(member.last_login, 'Never')}`,
    },
    {
      key: 'actions',
      header: 'Actions',
      isPinnedEnd: true,
      render: (member) => (
        <div className="team-actions">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${member.name}`}
            onClick={() => setEditing({ member })}
          >
            Edit
          </Button>
          {member.status !== 'invited' && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${member.status === 'active' ? 'Suspend' : 'Reactivate'} ${member.name}`}
              isBusy={update.isPending && update.variables.id === member.id}
              onClick={() => setStatus(member, member.status === 'active' ? 'suspended' : 'active')}
            >
              {member.status === 'active' ? 'Suspend' : 'Reactivate'}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${member.name}`}
            onClick={() => setRemoving(member)}
          >
            Remove
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="page team-page">
      <title>Team · Pango</title>
      <div className="page__header">
        <h1>Team</h1>
        <p className="muted">
          Caretakers, property managers and accountants with their own sign-in, limited to their
          role and properties.
        </p>
      </div>
      <nav aria-label="Settings sections" className="settings-tabs">
        <Link to="/admin/settings">Account</Link>
        <span aria-current="page">Team</span>
      </nav>
      <Card>
        <div className="team-head">
          {team.data && (
            <p className="team-limit">
              {team.data.used} of {team.data.limit} members
            </p>
          )}
          <Button onClick={() => setEditing({})}>Invite member</Button>
        </div>
        {team.isPending ? (
          <Spinner label="Loading your team..." />
        ) : team.isError ? (
          <Alert
            action={
              <Button size="sm" variant="secondary" onClick={() => void team.refetch()}>
                Retry
              </Button>
            }
          >
            {serverMessage(team.error, 'Failed to load your team.')}
          </Alert>
        ) : (
          <Table
            caption="Team members"
            isCaptionHidden
            columns={columns}
            rows={team.data.members}
            rowKey={(member) => member.id}
            empty={<p className="muted">No team members yet. Invite one to give them a sign-in.</p>}
          />
        )}
      </Card>
      {editing && (
        <MemberDialog
          member={editing.member}
          properties={propertyList}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            toast.success(message);
            setEditing(null);
          }}
        />
      )}
      <Dialog
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove member"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isBusy={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: () => {
                    toast.success(`${removing.name} is removed from your team.`);
                    setRemoving(null);
                  },
                })
              }
            >
              Remove
            </Button>
          </>
        }
      >
        <p>
          Remove {removing?.name}? They are signed out at once and can no longer sign in. The
          activity log keeps what they did.
        </p>
        {remove.isError && (
          <Alert>{serverMessage(remove.error, 'The member was not removed.')}</Alert>
        )}
      </Dialog>
    </div>
  );
}
