import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { conversationStates, INBOX_SEARCH_MAX, type ConversationState } from '@roost/domain';
import { conversationStateLabels } from './inbox-format';

const ALL = 'all';

interface InboxFiltersProps {
  state: ConversationState | undefined;
  onState: (state: ConversationState | undefined) => void;
  campaignId: string | undefined;
  /** The campaigns one can narrow to, by id. */
  campaigns: ReadonlyMap<string, string>;
  onCampaign: (campaignId: string | undefined) => void;
  /** The search as typed (the list follows once typing pauses). */
  search: string;
  onSearch: (text: string) => void;
}

/** The inbox's narrowing: a state tab, a campaign, and a search for a name or part of a number. */
export function InboxFilters({
  state,
  onState,
  campaignId,
  campaigns,
  onCampaign,
  search,
  onSearch,
}: InboxFiltersProps) {
  return (
    <Stack spacing={1.5}>
      <Tabs
        value={state ?? ALL}
        onChange={(_, value: string) => onState(value === ALL ? undefined : (value as ConversationState))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Conversation state"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="All" value={ALL} sx={{ textTransform: 'none' }} />
        {conversationStates.map((value) => (
          <Tab key={value} label={conversationStateLabels[value]} value={value} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          label="Campaign"
          size="small"
          value={campaignId ?? ''}
          onChange={(event) => onCampaign(event.target.value || undefined)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { sm: 200 }, flex: { sm: 1 } }}
        >
          <option value="">All campaigns</option>
          {/* A campaign chosen elsewhere (its card's unread link) before the list has named it. */}
          {campaignId && !campaigns.has(campaignId) && <option value={campaignId}>This campaign</option>}
          {[...campaigns].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </TextField>
        <TextField
          type="search"
          label="Search name or phone"
          size="small"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: INBOX_SEARCH_MAX, autoComplete: 'off' } }}
          sx={{ flex: { sm: 1 } }}
        />
      </Stack>
    </Stack>
  );
}
