import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useInboxUnread } from '../api/get-inbox-unread';

/**
 * A campaign's conversations with unread replies, as a link to the inbox narrowed to that campaign; nothing when
 * there are none. It sits above the card's whole-card link, so it is a target of its own.
 */
export function CampaignUnreadLink({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const { data: unread } = useInboxUnread();
  const count = unread?.byCampaign[campaignId] ?? 0;
  if (count <= 0) return null;
  const label = `${count} unread`;
  return (
    <Link
      component={RouterLink}
      to={`/inbox?${new URLSearchParams({ campaignId }).toString()}`}
      aria-label={`${label} ${count === 1 ? 'conversation' : 'conversations'} in ${campaignName}`}
      underline="hover"
      sx={{
        position: 'relative',
        zIndex: 1,
        px: 1,
        borderRadius: 1,
        fontSize: '0.8125rem',
        fontWeight: 700,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        color: 'primary.contrastText',
        bgcolor: 'primary.main',
      }}
    >
      {label}
    </Link>
  );
}
