import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { teamMessages, type Team } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { RoleCheck } from '../../../components/role-check';
import { useTeamMembers } from '../api/get-team-members';
import { teamPaths } from './team-paths';
import { branchManagers } from './team-roles';

interface BranchAccordionProps {
  branch: Team;
  onAddMember: (team: Team) => void;
}

/** One branch of the organizations list, collapsed; its loan officers load the first time it opens. */
export function BranchAccordion({ branch, onAddMember }: BranchAccordionProps) {
  const summaryId = `branch-${branch.id}-summary`;
  const detailsId = `branch-${branch.id}-details`;
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={detailsId}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 600 }}>{branch.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {branch.city}, {branch.state}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <LoanOfficers branch={branch} />
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={teamPaths.branch(branch.parentId ?? '', branch.id)} size="small">
            Open {branch.name}
          </Button>
          <RoleCheck roles={branchManagers}>
            <Button size="small" variant="outlined" onClick={() => onAddMember(branch)}>
              Add Member to {branch.name}
            </Button>
          </RoleCheck>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function LoanOfficers({ branch }: { branch: Team }) {
  const { data, isError, error } = useTeamMembers(branch.id, 'Loanofficer');
  if (isError) {
    return (
      <MessageBanner
        message={{ message: `The loan officers could not be loaded: ${error.message}`, messageType: 'error' }}
      />
    );
  }
  if (!data) return <LinearProgress aria-label={`Loading the loan officers of ${branch.name}`} />;
  if (data.length === 0) return <Typography>{teamMessages.noLoanOfficers}</Typography>;
  return (
    <List dense aria-label={`Loan officers of ${branch.name}`} disablePadding>
      {data.map((loanOfficer) => (
        <ListItem key={loanOfficer.id} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={teamPaths.loanOfficer(loanOfficer.id)}>
                {loanOfficer.name}
              </Link>
            }
            secondary={loanOfficer.email}
            // A long e-mail breaks rather than widening the page on a phone.
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
