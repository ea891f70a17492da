import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { teamMessages, type Team } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { RoleCheck } from '../../../components/role-check';
import { useBranches } from '../api/get-branches';
import { BranchAccordion } from './branch-accordion';
import { teamAddress } from './team-address';
import { teamPaths } from './team-paths';
import { organizationManagers } from './team-roles';

/** An organization of the list with its branches (the ones the caller may see). */
export function OrganizationCard({
  organization,
  onAddMember,
}: {
  organization: Team;
  onAddMember: (team: Team) => void;
}) {
  const { data: branches, isError, error } = useBranches(organization.id);
  const headingId = `organization-${organization.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <div>
          <Typography variant="h5" component="h2" id={headingId}>
            <Link component={RouterLink} to={teamPaths.organization(organization.id)}>
              {organization.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {teamAddress(organization)}
          </Typography>
        </div>
        <RoleCheck roles={organizationManagers}>
          <Button size="small" variant="outlined" onClick={() => onAddMember(organization)} sx={{ flexShrink: 0 }}>
            Add Member to {organization.name}
          </Button>
        </RoleCheck>
      </Stack>
      {isError && (
        <MessageBanner
          message={{ message: `The branches could not be loaded: ${error.message}`, messageType: 'error' }}
        />
      )}
      {!branches && !isError && <LinearProgress aria-label={`Loading the branches of ${organization.name}`} />}
      {branches?.length === 0 && <Typography>{teamMessages.noBranches}</Typography>}
      {branches?.map((branch) => (
        <BranchAccordion key={branch.id} branch={branch} onAddMember={onAddMember} />
      ))}
    </Paper>
  );
}
