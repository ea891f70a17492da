import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Collaborator } from '@roost/domain';
import { useId, useMemo, useState } from 'react';
import { useCurrentUser } from '../../../../lib/current-user';
import { useCollaboratorOptions } from '../../api/collaborator-options';

type Kind = Collaborator['type'];
interface Choice {
  id: string;
  name: string;
  detail: string | null;
}

const keyOf = (type: Kind, id: string) => `${type}:${id}`;

interface CollaboratorsDialogProps {
  /** The collaborators already chosen (ticked when the dialog opens). */
  chosen: readonly Collaborator[];
  onSave: (collaborators: Collaborator[]) => void;
  onCancel: () => void;
}

/**
 * 'Campaign Collaborators': the people and branches of the person's teams, on Users and Branches tabs,
 * each person once and never the person themself. Save keeps the ticks; Cancel drops them.
 */
export function CollaboratorsDialog({ chosen, onSave, onCancel }: CollaboratorsDialogProps) {
  const titleId = useId();
  const tabsId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const options = useCollaboratorOptions();
  const me = useCurrentUser().data;
  const [tab, setTab] = useState<Kind>('individual');
  const [selected, setSelected] = useState(
    () => new Map(chosen.map((collaborator) => [keyOf(collaborator.type, collaborator.id), collaborator])),
  );

  const choices = useMemo((): Record<Kind, Choice[]> => {
    const seen = new Set<string>();
    const users = (options.data?.users ?? []).filter((user) => {
      if (user.id === me?.id || user.id === me?.userId || seen.has(user.id)) return false;
      seen.add(user.id);
      return true;
    });
    const branchIds = new Set<string>();
    const branches = (options.data?.branches ?? []).filter(
      (branch) => !branchIds.has(branch.id) && branchIds.add(branch.id),
    );
    return {
      individual: users.map((user) => ({ id: user.id, name: user.name, detail: user.email })),
      branch: branches.map((branch) => ({ id: branch.id, name: branch.name, detail: branch.organization })),
    };
  }, [options.data, me]);

  function toggle(type: Kind, choice: Choice) {
    setSelected((current) => {
      const next = new Map(current);
      const key = keyOf(type, choice.id);
      if (next.has(key)) next.delete(key);
      else next.set(key, { id: choice.id, name: choice.name, type });
      return next;
    });
  }

  const tabLabel = (type: Kind) => (type === 'individual' ? 'Users' : 'Branches');

  return (
    <Dialog open onClose={onCancel} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Campaign Collaborators</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, value: Kind) => setTab(value)}
        variant="fullWidth"
        aria-label="Collaborator kind"
      >
        {(['individual', 'branch'] as const).map((type) => (
          <Tab
            key={type}
            value={type}
            label={tabLabel(type)}
            id={`${tabsId}-tab-${type}`}
            aria-controls={`${tabsId}-panel-${type}`}
          />
        ))}
      </Tabs>
      <DialogContent dividers sx={{ minHeight: 240, p: 0 }}>
        <Box role="tabpanel" id={`${tabsId}-panel-${tab}`} aria-labelledby={`${tabsId}-tab-${tab}`}>
          {options.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress aria-label="Loading collaborators" />
            </Box>
          ) : options.isError ? (
            <Alert severity="error" role="alert" sx={{ m: 2 }}>
              {options.error.message}
            </Alert>
          ) : choices[tab].length === 0 ? (
            <Typography sx={{ p: 2 }}>
              {tab === 'individual' ? 'No other people in your teams.' : 'No branches in your teams.'}
            </Typography>
          ) : (
            <List aria-label={tabLabel(tab)}>
              {choices[tab].map((choice) => {
                const labelId = `${tabsId}-${tab}-${choice.id}`;
                const checked = selected.has(keyOf(tab, choice.id));
                return (
                  <ListItem key={choice.id} disablePadding>
                    <ListItemButton onClick={() => toggle(tab, choice)} dense>
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <Checkbox
                          edge="start"
                          checked={checked}
                          tabIndex={-1}
                          disableRipple
                          slotProps={{ input: { 'aria-labelledby': labelId } }}
                        />
                      </ListItemIcon>
                      <ListItemText
                        primary={choice.name}
                        secondary={choice.detail}
                        slotProps={{ primary: { id: labelId }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave([...selected.values()])} disabled={options.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
