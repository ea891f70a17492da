import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasAnyRole, teamMessages, type Team } from '@roost/domain';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useTeam } from '../api/get-team';
import { BranchTable } from '../components/branch-table';
import { DeleteTeamDialogs } from '../components/delete-team-dialogs';
import { LoadFailure } from '../../../components/load-failure';
import { BACK_TO_ORGANIZATIONS } from '../components/page-failures';
import { PageHeader } from '../components/page-header';
import { teamAddress } from '../components/team-address';
import { TeamFormDialog } from '../components/team-form-dialog';
import { TextFrequencySection } from '../components/text-frequency-form';
import { branchManagers, organizationManagers } from '../components/team-roles';

type BranchDialog = { branch?: Team } | null;

/**
 * /organization/:id (spec 2.6): the organization's branches, each linking to its loan officers.
 * 'New Branch' adds one; Edit opens the same form on that branch; Delete asks first.
 */
export function OrganizationPage() {
  const { id = '' } = useParams();
  const { data: organization, isError, error, refetch } = useTeam(id);
  const { data: user } = useCurrentUser();
  const [branchDialog, setBranchDialog] = useState<BranchDialog>(null);
  const [organizationDialog, setOrganizationDialog] = useState(false);
  const [deleting, setDeleting] = useState<Team | null>(null);

  if (isError)
    return (
      <LoadFailure back={BACK_TO_ORGANIZATIONS} error={error} what="organization" onRetry={() => void refetch()} />
    );
  if (!organization) return <LinearProgress aria-label="Loading the organization" />;
  if (organization.parentId) {
    // A branch's id in an organization's address: show the branch where it lives.
    return <Navigate replace to={`/organization/${organization.parentId}/branch/${organization.id}`} />;
  }

  const roles = user?.roles ?? [];
  const runsOrganization = hasAnyRole(roles, organizationManagers);
  const runsBranches = hasAnyRole(roles, branchManagers);
  const branches = organization.teams;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={organization.name}
        subtitle={teamAddress(organization)}
        actions={
          runsOrganization && (
            <>
              <Button variant="contained" onClick={() => setBranchDialog({})}>
                New Branch
              </Button>
              <Button variant="outlined" onClick={() => setOrganizationDialog(true)}>
                Edit Organization
              </Button>
              {hasAnyRole(roles, ['orgadmin', 'superadmin']) && (
                <>
                  <Button variant="outlined" component={RouterLink} to={`/organization/${organization.id}/opt-outs`}>
                    Opt-outs
                  </Button>
                  <Button
                    variant="outlined"
                    component={RouterLink}
                    to={`/organization/${organization.id}/privacy-requests`}
                  >
                    Privacy requests
                  </Button>
                </>
              )}
            </>
          )
        }
      />
      {organization.description && <Typography>{organization.description}</Typography>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" id="branches-title" gutterBottom>
          Branches
        </Typography>
        {branches.length === 0 ? (
          <Typography>{teamMessages.noBranchesTitle}</Typography>
        ) : (
          <BranchTable
            organizationId={organization.id}
            branches={branches}
            titleId="branches-title"
            onEdit={runsBranches ? (branch) => setBranchDialog({ branch }) : undefined}
            onDelete={runsOrganization ? setDeleting : undefined}
          />
        )}
      </Paper>
      <TextFrequencySection organizationId={organization.id} canEdit={hasAnyRole(roles, ['orgadmin', 'superadmin'])} />
      <TeamFormDialog
        open={branchDialog !== null}
        kind="Branch"
        title={branchDialog?.branch ? 'Edit Branch' : 'New Branch'}
        team={branchDialog?.branch}
        organizations={[organization]}
        organizationId={organization.id}
        onClose={() => setBranchDialog(null)}
      />
      <TeamFormDialog
        open={organizationDialog}
        kind="Organization"
        title="Edit Organization"
        team={organization}
        onClose={() => setOrganizationDialog(false)}
      />
      <DeleteTeamDialogs team={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
