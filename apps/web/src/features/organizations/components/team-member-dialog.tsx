import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Team } from '@roost/domain';
import { useId } from 'react';
import { TeamMemberForm } from './team-member-form';

/** The team member form in a dialog, adding someone to `team` (the organizations list). */
export function TeamMemberDialog({ team, onClose }: { team: Team | null; onClose: () => void }) {
  const titleId = useId();
  const title = team ? `Add Member to ${team.name}` : 'Add Member';
  return (
    <Dialog open={team !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {team && (
        <TeamMemberForm
          teamId={team.id}
          label={title}
          onSaved={onClose}
          onCancel={onClose}
          layout={(fields, actions) => (
            <>
              <DialogContent sx={{ pt: 1 }}>{fields}</DialogContent>
              <DialogActions>{actions}</DialogActions>
            </>
          )}
        />
      )}
    </Dialog>
  );
}
