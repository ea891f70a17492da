import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { updateDraft, useCampaignDraft } from '../../draft/campaign-draft';
import { CollaboratorsDialog } from './collaborators-dialog';

/** The campaign's collaborators (people and branches sharing it), kept in the draft. */
export function CampaignCollaborators() {
  const headingId = useId();
  const { collaborators } = useCampaignDraft();
  const [adding, setAdding] = useState(false);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h3">
          Campaign Collaborators
        </Typography>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          aria-haspopup="dialog"
          aria-label="Add collaborators"
        >
          Add
        </Button>
      </Stack>
      {collaborators.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No collaborators yet.
        </Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {collaborators.map((collaborator) => (
            <ListItem
              key={`${collaborator.type}:${collaborator.id}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${collaborator.name}`}
                  onClick={() =>
                    updateDraft((draft) => ({
                      ...draft,
                      collaborators: draft.collaborators.filter(
                        (other) => !(other.type === collaborator.type && other.id === collaborator.id),
                      ),
                    }))
                  }
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={collaborator.name}
                secondary={collaborator.type === 'branch' ? 'Branch' : 'User'}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {adding && (
        <CollaboratorsDialog
          chosen={collaborators}
          onCancel={() => setAdding(false)}
          onSave={(chosen) => {
            updateDraft((draft) => ({ ...draft, collaborators: chosen }));
            setAdding(false);
          }}
        />
      )}
    </Box>
  );
}
