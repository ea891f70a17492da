import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { teamMessages, type Team } from '@roost/domain';
import { useState } from 'react';
import { MessageBanner } from '../../../components/message-banner';
import { RoleCheck } from '../../../components/role-check';
import { useOrganizations } from '../api/get-organizations';
import { OrganizationCard } from '../components/organization-card';
import { PageHeader } from '../components/page-header';
import { TeamFormDialog } from '../components/team-form-dialog';
import { TeamMemberDialog } from '../components/team-member-dialog';
import { organizationManagers } from '../components/team-roles';

/**
 * /organizations (spec 2.5): the organizations the person may see, each with its branches; a
 * branch opens to its loan officers. Admins add organizations, teams (branches) and members.
 */
export function OrganizationsPage() {
  const { data: organizations, isError, error, refetch } = useOrganizations();
  const [dialog, setDialog] = useState<'organization' | 'team' | null>(null);
  const [memberTeam, setMemberTeam] = useState<Team | null>(null);

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Organizations"
        actions={
          <RoleCheck roles={organizationManagers}>
            <Button variant="contained" onClick={() => setDialog('organization')}>
              Add Organization
            </Button>
            <Button variant="outlined" onClick={() => setDialog('team')}>
              Add Team
            </Button>
          </RoleCheck>
        }
      />
      {isError && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <MessageBanner
            message={{ message: `The organizations could not be loaded: ${error.message}`, messageType: 'error' }}
          />
          <Button variant="outlined" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {!organizations && !isError && <LinearProgress aria-label="Loading organizations" />}
      {organizations?.length === 0 && <Typography>{teamMessages.noOrganizations}</Typography>}
      {organizations?.map((organization) => (
        <OrganizationCard key={organization.id} organization={organization} onAddMember={setMemberTeam} />
      ))}
      <TeamFormDialog
        open={dialog === 'organization'}
        kind="Organization"
        title="Add Organization"
        onClose={() => setDialog(null)}
      />
      <TeamFormDialog
        open={dialog === 'team'}
        kind="Branch"
        title="Add Team"
        organizations={organizations ?? []}
        organizationId={organizations?.length === 1 ? organizations[0]?.id : undefined}
        onClose={() => setDialog(null)}
      />
      <TeamMemberDialog team={memberTeam} onClose={() => setMemberTeam(null)} />
    </Stack>
  );
}
