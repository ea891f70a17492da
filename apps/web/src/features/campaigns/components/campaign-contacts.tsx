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
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { contactTabNames, type ContactTab } from '@roost/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { campaignKeys } from '../api/campaign-keys';
import { useCampaignContacts } from '../api/list-campaign-contacts';
import { ContactCard } from './contact-card';
import { ContactRow } from './contact-row';
import { RetryBanner } from './retry-banner';
import { LoadMoreButton } from '../../../components/load-more-button';

export const contactTabLabels: Record<ContactTab, string> = {
  all: 'All',
  active: 'Active',
  clickThrough: 'Click Throughs',
  sent: 'Sent',
  optOut: 'Opt Outs',
  nonResponsive: 'Non-responsive',
  favorites: 'Favorites',
};

/** The contact tab in the address (?tab=), All when missing or unknown. */
export function useContactTab(): [ContactTab, (tab: ContactTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = contactTabNames.find((name) => name === value) ?? 'all';
  return [tab, (next) => setParams({ tab: next }, { replace: true })];
}

/**
 * The campaign's contacts (spec 2.10 and 4): tabs All / Active / Click Throughs / Sent / Opt Outs, then the
 * Non-responsive and Favorites (starred) tabs the stat cards link to; the contacts by first name as the server
 * sends them, 50 at a time with 'LOAD MORE' while a lastKey comes back. Changing tab (by a tab or by a stat
 * card's link) drops the other tabs' loaded pages and paging keys, so a tab always loads from its start. Each
 * contact's name opens its panel (conversation, reply, property); one panel is open at a time. Under 600 px
 * the table becomes a list of stacked items, so Status stays in view without scrolling sideways.
 */
export function CampaignContacts({ campaignId }: { campaignId: string }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useContactTab();
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useCampaignContacts(campaignId, tab);
  const contacts = data?.pages.flatMap((page) => page.results) ?? [];
  const label = `${contactTabLabels[tab]} contacts`;
  // The open panel belongs to the tab it was opened on: another tab opens with every panel closed.
  const [open, setOpen] = useState<{ tab: ContactTab; id: string } | null>(null);
  const openContactId = open?.tab === tab ? open.id : null;
  const toggle = (id: string) => setOpen((current) => (current?.tab === tab && current.id === id ? null : { tab, id }));

  useEffect(() => {
    queryClient.removeQueries({
      queryKey: campaignKeys.contacts(campaignId),
      predicate: (query) => query.queryKey[3] !== tab,
    });
  }, [queryClient, campaignId, tab]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Contacts
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: ContactTab) => setTab(next)}
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
          {stacked ? (
            <Box
              component="ul"
              aria-label={label}
              sx={{ m: 0, p: 0, borderTop: 1, borderColor: 'divider', containerType: 'inline-size' }}
            >
              {contacts.map((contact) => (
                <ContactCard
                  key={contact.id}
                  contact={contact}
                  open={openContactId === contact.id}
                  onToggle={() => toggle(contact.id)}
                />
              ))}
            </Box>
          ) : (
            /* The table scrolls sideways in its own box if it must; the page itself never does. The box is a
               size container so an open contact panel can take its visible width (see ContactPanel). */
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
                      onToggle={() => toggle(contact.id)}
                    />
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
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
