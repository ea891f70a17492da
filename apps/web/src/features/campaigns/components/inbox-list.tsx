import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InboxConversation } from '@roost/domain';
import type { useInboxPages } from '../api/list-inbox';
import { InboxRow } from './inbox-row';
import { LoadMoreButton } from '../../../components/load-more-button';
import { RetryBanner } from './retry-banner';

export const NO_CONVERSATIONS = 'No conversations yet. When a contact replies to a campaign text, it shows here.';
export const NO_MATCHES = 'No conversations match these filters.';

interface InboxListProps {
  pages: ReturnType<typeof useInboxPages>;
  filtered: boolean;
  onClearFilters: () => void;
  selectedId: string | null;
  /** The inbox's address with a conversation selected. */
  linkTo: (conversation: InboxConversation) => string;
  userId: string | undefined;
  /** The row to focus as the list shows (the conversation a phone came back from). */
  focusId?: string | null;
}

/** The conversations, newest activity first, a page at a time; what to do when there are none. */
export function InboxList({
  pages,
  filtered,
  onClearFilters,
  selectedId,
  linkTo,
  userId,
  focusId = null,
}: InboxListProps) {
  const conversations = pages.data?.pages.flatMap((page) => page.results) ?? [];
  // Times read relative to when the list arrived, so a render never reads the clock.
  const now = pages.dataUpdatedAt;
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      {pages.isFetching && !pages.isFetchingNextPage && <LinearProgress aria-label="Loading conversations" />}
      {pages.isError && (
        <RetryBanner
          error={pages.error}
          fallback="The conversations could not be loaded."
          onRetry={() => void pages.refetch()}
        />
      )}
      {pages.isSuccess && conversations.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 2 }}>
          <Typography color="text.secondary">{filtered ? NO_MATCHES : NO_CONVERSATIONS}</Typography>
          {filtered && (
            <Button variant="outlined" size="small" onClick={onClearFilters}>
              Clear filters
            </Button>
          )}
        </Stack>
      )}
      {conversations.length > 0 && (
        <Box
          component="ul"
          aria-label="Conversations"
          sx={{ m: 0, p: 0, border: 1, borderBottom: 0, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
        >
          {conversations.map((conversation) => (
            <InboxRow
              key={conversation.id}
              conversation={conversation}
              to={linkTo(conversation)}
              selected={conversation.id === selectedId}
              userId={userId}
              now={now}
              autoFocus={conversation.id === focusId}
            />
          ))}
        </Box>
      )}
      <LoadMoreButton pages={pages} variant="outlined" sx={{ alignSelf: 'center' }} />
    </Stack>
  );
}
