import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { conversationStates, type ConversationState, type InboxConversation } from '@roost/domain';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { InboxFilters as Filters } from '../api/inbox-keys';
import { useInboxPages } from '../api/list-inbox';
import { InboxConversationPane } from '../components/inbox-conversation';
import { InboxFilters } from '../components/inbox-filters';
import { InboxList } from '../components/inbox-list';

/** Typing pauses this long before the list is asked for a search. */
const SEARCH_PAUSE_MS = 300;
/** The address keeps the filters and the open conversation, so reload and Back return to them. */
const SELECTED = 'c';

const isState = (value: string | null): value is ConversationState =>
  (conversationStates as readonly string[]).includes(value ?? '');

/**
 * /inbox: every conversation of the campaigns the person owns or works on, newest activity first, narrowed by
 * state, campaign and a search; the chosen one opens beside the list (on a phone, in its place).
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const selectedId = params.get(SELECTED);
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const campaignId = params.get('campaignId') ?? undefined;
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  // On a phone, Back returns to the list with the focus on the conversation it left.
  const [backFrom, setBackFrom] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const filters = useMemo<Filters>(() => ({ state, campaignId, q: q || undefined }), [state, campaignId, q]);
  const pages = useInboxPages(filters);
  const campaigns = useKnownCampaigns(pages.data?.pages.flatMap((page) => page.results));

  const change = (patch: Record<string, string | undefined>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );

  useEffect(() => {
    if ((params.get('q') ?? '') !== q) change({ q: q || undefined }, true);
    // Only a settled search is written to the address; the rest of it is read fresh by change().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const linkTo = (conversation: InboxConversation) => {
    const next = new URLSearchParams(params);
    next.set(SELECTED, conversation.id);
    return `/inbox?${next.toString()}`;
  };
  const clearFilters = () => {
    setSearch('');
    change({ state: undefined, campaignId: undefined, q: undefined });
  };

  const pane = selectedId ? (
    <InboxConversationPane
      key={selectedId}
      id={selectedId}
      userId={user?.id}
      onBack={
        phone
          ? () => {
              setBackFrom(selectedId);
              change({ [SELECTED]: undefined });
            }
          : undefined
      }
    />
  ) : (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      Choose a conversation to read it and reply.
    </Typography>
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        Inbox
      </Typography>
      {phone && selectedId ? (
        pane
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={1.5} sx={{ minWidth: 0 }}>
            <InboxFilters
              state={state}
              onState={(value) => change({ state: value })}
              campaignId={campaignId}
              campaigns={campaigns}
              onCampaign={(value) => change({ campaignId: value })}
              search={search}
              onSearch={setSearch}
            />
            <InboxList
              pages={pages}
              filtered={Boolean(state || campaignId || q)}
              onClearFilters={clearFilters}
              selectedId={selectedId}
              linkTo={linkTo}
              userId={user?.id}
              focusId={phone ? backFrom : null}
            />
          </Stack>
          {!phone && (
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
              {pane}
            </Paper>
          )}
        </Box>
      )}
    </Stack>
  );
}

/**
 * The campaigns the list has mentioned this visit, by id: what the campaign filter offers. Kept as the list
 * narrows, so choosing one campaign does not take the others out of the choice.
 */
function useKnownCampaigns(conversations: readonly InboxConversation[] | undefined): ReadonlyMap<string, string> {
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const mentioned = (conversations ?? []).flatMap((conversation) => conversation.campaigns);
    if (mentioned.every((campaign) => known.get(campaign.id) === campaign.name)) return;
    setKnown((current) => new Map([...current, ...mentioned.map((campaign) => [campaign.id, campaign.name] as const)]));
  }, [conversations, known]);
  return known;
}

/** /inbox/{conversationId} (a reply notice's link): the inbox with that conversation open. */
export function InboxConversationRedirect() {
  const { conversationId = '' } = useParams();
  return <Navigate replace to={`/inbox?${new URLSearchParams({ [SELECTED]: conversationId }).toString()}`} />;
}
