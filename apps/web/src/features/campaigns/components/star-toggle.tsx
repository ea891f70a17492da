import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { CampaignContact } from '@roost/domain';
import { useSnackbar } from '../../../components/snackbar';
import { ApiRequestError } from '../../../lib/api-client';
import { useStarContact } from '../api/star-contact';

/**
 * The star of a contact (the campaign's favourites): a toggle button, pressed when starred. `labelled` shows
 * its words beside the star (the contact panel); the row's compact one says them to screen readers only.
 */
export function StarToggle({
  contact,
  who = '',
  labelled = false,
}: {
  contact: CampaignContact;
  /** The contact as the row names it (the compact toggle's accessible name). */
  who?: string;
  labelled?: boolean;
}) {
  const star = useStarContact();
  const showMessage = useSnackbar();
  const icon = contact.starred ? <StarIcon aria-hidden /> : <StarBorderIcon aria-hidden />;
  const toggle = () =>
    star.mutate(
      { contact, starred: !contact.starred },
      {
        onError: (error) =>
          showMessage({
            message: error instanceof ApiRequestError ? error.message : 'The star could not be saved. Try again.',
            messageType: 'error',
          }),
      },
    );
  if (labelled) {
    return (
      <Button
        size="small"
        variant="outlined"
        color="warning"
        startIcon={icon}
        aria-pressed={contact.starred}
        disabled={star.isPending}
        onClick={toggle}
        sx={{ justifySelf: 'start', textTransform: 'none' }}
      >
        {contact.starred ? 'In favorites' : 'Add to favorites'}
      </Button>
    );
  }
  return (
    <IconButton
      size="small"
      aria-label={`Favorite ${who}`}
      aria-pressed={contact.starred}
      disabled={star.isPending}
      onClick={toggle}
      sx={{ color: contact.starred ? 'warning.dark' : 'text.secondary' }}
    >
      {icon}
    </IconButton>
  );
}
