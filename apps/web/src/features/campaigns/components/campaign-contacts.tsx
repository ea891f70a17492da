import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { contactTabNames, type ContactTab } from '@roost/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { campaignKeys } from '../api/campaign-keys';
import { useCampaignContacts } from '../api/list-campaign-contacts';
import { ContactRow } from './contact-row';
import { RetryBanner } from './retry-banner';
import { LoadMoreButton } from './load-more-button';

export const contactTabLabels: Record<ContactTab, string> = {
  all: 'All',
  active: 'Active',
  clickThrough: 'Click Throughs',
  sent: 'Sent',
  optOut: 'Opt Outs',
};

/** The contact tab in the address (?tab=), All when missing or unknown. */
export function useContactTab(): [ContactTab, (tab: ContactTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = contactTabNames.find((name) => name === value) ?? 'all';
  return [tab, (next) => setParams({ tab: next }, { replace: true })];
}

/**
 * The campaign's contacts (spec 2.10 and 4): tabs All / Active / Click Throughs / Sent / Opt Outs, the
 * contacts by first name as the server sends them, 50 at a time with 'LOAD MORE' while a lastKey comes back.
 * Changing tab drops every loaded page and the paging key, then loads the new tab from its start. Each
 * contact's name opens its panel (conversation, reply, property); one panel is open at a time.
 */
export function CampaignContacts({ campaignId }: { campaignId: string }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useContactTab();
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useCampaignContacts(campaignId, tab);
  const contacts = data?.pages.flatMap((page) => page.results) ?? [];
  const label = `${contactTabLabels[tab]} contacts`;
  const [openContactId, setOpenContactId] = useState<string | null>(null);

  function changeTab(next: ContactTab) {
    if (next === tab) return;
    setOpenContactId(null);
    queryClient.removeQueries({ queryKey: campaignKeys.contacts(campaignId) });
    setTab(next);
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Contacts
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: ContactTab) => changeTab(next)}
        aria-label="Contact status"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {contactTabNames.map((name) => (
          <Tab key={name} value={name} label={contactTabLabels[name]} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      {isPending && <LinearProgress aria-label="Loading contacts" />}
      {isError && contacts.length === 0 && (
        <RetryBanner error={error} fallback="The contacts could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && contacts.length === 0 && <Typography color="text.secondary">No contacts in this tab</Typography>}
      {contacts.length > 0 && (
        <Stack spacing={2}>
          {/* The table scrolls sideways in its own box on narrow screens; the page itself never does. The box
              is a size container so an open contact panel can take its visible width (see ContactPanel). */}
          <Box
            role="region"
            aria-label={`${label} table`}
            tabIndex={0}
            sx={{
              overflowX: 'auto',
              maxWidth: '100%',
              containerType: 'inline-size',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            <Table size="small" aria-label={label} sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Phone</TableCell>
                  <TableCell>Email</TableCell>
                  <TableCell>City</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {contacts.map((contact) => (
                  <ContactRow
                    key={contact.id}
                    contact={contact}
                    open={openContactId === contact.id}
                    onToggle={() => setOpenContactId((current) => (current === contact.id ? null : contact.id))}
                  />
                ))}
              </TableBody>
            </Table>
          </Box>
          {isError && (
            <MessageBanner
              message={{
                message: error instanceof ApiRequestError ? error.message : 'More contacts could not be loaded.',
                messageType: 'error',
              }}
            />
          )}
          <LoadMoreButton
            pages={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
            label="LOAD MORE"
            variant="outlined"
            sx={{ alignSelf: 'center' }}
          />
        </Stack>
      )}
    </Paper>
  );
}
