import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTeam } from '../api/get-team';
import { useTeamUser } from '../api/get-team-user';
import { LoadFailure } from '../../../components/load-failure';
import { BACK_TO_ORGANIZATIONS, notFoundError } from '../components/page-failures';
import { PageHeader } from '../components/page-header';
import { teamPaths } from '../components/team-paths';
import { TeamMemberForm } from '../components/team-member-form';

/**
 * /organization/:id/branch/:branchid/user/:userid (spec 2.7): the team member form, empty for
 * userid 'new', else filled with that member. Save goes back to the branch.
 */
export function TeamMemberPage() {
  const { id = '', branchid = '', userid = 'new' } = useParams();
  const isNew = userid === 'new';
  const navigate = useNavigate();
  const branch = useTeam(branchid);
  const member = useTeamUser(userid, { enabled: !isNew });

  const failed = branch.isError ? branch.error : member.isError ? member.error : null;
  if (failed) {
    const what = branch.isError ? 'branch' : 'team member';
    return (
      <LoadFailure
        back={BACK_TO_ORGANIZATIONS}
        error={failed}
        what={what}
        onRetry={() => void (branch.isError ? branch : member).refetch()}
      />
    );
  }
  if (!branch.data || (!isNew && !member.data)) return <LinearProgress aria-label="Loading the team member" />;
  if (branch.data.parentId !== id || (member.data && member.data.teamId !== branchid)) {
    return <LoadFailure back={BACK_TO_ORGANIZATIONS} error={notFoundError()} what="team member" onRetry={() => {}} />;
  }

  const branchPath = teamPaths.branch(id, branchid);
  const title = isNew ? 'New Loan Officer' : `Edit ${member.data?.name ?? 'team member'}`;
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={branchPath} sx={{ alignSelf: 'flex-start' }}>
        Back to {branch.data.name}
      </Link>
      <PageHeader title={title} subtitle={branch.data.name} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <TeamMemberForm
          teamId={branchid}
          member={isNew ? undefined : member.data}
          label="Team member"
          onSaved={() => void navigate(branchPath)}
          onCancel={() => void navigate(branchPath)}
        />
      </Paper>
    </Stack>
  );
}
