import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasAnyRole, teamMessages, type TeamUser } from '@roost/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useTeam } from '../api/get-team';
import { DeleteTeamUserDialog } from '../components/delete-team-user-dialog';
import { LoadFailure } from '../../../components/load-failure';
import { BACK_TO_ORGANIZATIONS, notFoundError } from '../components/page-failures';
import { MemberTable } from '../components/member-table';
import { PageHeader } from '../components/page-header';
import { teamAddress } from '../components/team-address';
import { teamPaths } from '../components/team-paths';
import { branchManagers, isLoanOfficerRole } from '../components/team-roles';

/**
 * /organization/:id/branch/:branchid (spec 2.7): the branch's loan officers (name, email, date),
 * then its managers and members (its creator among them); 'New Loan Officer' opens the team member
 * form; each row has Edit and Delete (asked first).
 */
export function BranchPage() {
  const { id = '', branchid = '' } = useParams();
  const { data: branch, isError, error, refetch } = useTeam(branchid);
  const { data: user } = useCurrentUser();
  const [deleting, setDeleting] = useState<TeamUser | null>(null);

  if (isError)
    return <LoadFailure back={BACK_TO_ORGANIZATIONS} error={error} what="branch" onRetry={() => void refetch()} />;
  if (!branch) return <LinearProgress aria-label="Loading the branch" />;
  if (branch.parentId !== id)
    return <LoadFailure back={BACK_TO_ORGANIZATIONS} error={notFoundError()} what="branch" onRetry={() => {}} />;

  const runsBranch = hasAnyRole(user?.roles ?? [], branchManagers);
  const loanOfficers = branch.teamUsers.filter((member) => isLoanOfficerRole(member.role));
  const others = branch.teamUsers.filter((member) => !isLoanOfficerRole(member.role));
  const actions = runsBranch
    ? { editPath: (member: TeamUser) => teamPaths.member(id, branch.id, member.id), onDelete: setDeleting }
    : {};
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={teamPaths.organization(id)} sx={{ alignSelf: 'flex-start' }}>
        Back to the organization
      </Link>
      <PageHeader
        title={branch.name}
        subtitle={teamAddress(branch)}
        actions={
          runsBranch && (
            <Button variant="contained" component={RouterLink} to={teamPaths.member(id, branch.id, 'new')}>
              New Loan Officer
            </Button>
          )
        }
      />
      {branch.description && <Typography>{branch.description}</Typography>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" id="loan-officers-title" gutterBottom>
          Loan Officers
        </Typography>
        {loanOfficers.length === 0 ? (
          <Typography>{teamMessages.noLoanOfficers}</Typography>
        ) : (
          <MemberTable members={loanOfficers} titleId="loan-officers-title" {...actions} />
        )}
      </Paper>
      {others.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h2" id="other-members-title" gutterBottom>
            Managers and Members
          </Typography>
          <MemberTable members={others} titleId="other-members-title" {...actions} />
        </Paper>
      )}
      <DeleteTeamUserDialog teamUser={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
