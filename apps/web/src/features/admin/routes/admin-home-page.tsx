import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminCountName } from '@roost/domain';
import { useAdminSummary } from '../api/get-admin-summary';
import { ListState } from '../components/list-state';
import { PageTitle } from '../components/page-title';

const countLabels: Record<AdminCountName, string> = {
  users: 'Users',
  organizations: 'Organizations',
  addresses: 'Addresses',
  leads: 'Leads',
  campaigns: 'Campaigns',
};
const whole = new Intl.NumberFormat('en-US');

/** /admin: how many of each record the site holds. A count whose module is not built yet is left out. */
export function AdminHomePage() {
  const summary = useAdminSummary();
  const counts = summary.data?.counts;
  return (
    <Stack spacing={2}>
      <PageTitle title="Admin" what="What the site holds today." />
      <ListState
        loading={summary.isPending}
        loadingLabel="Loading the counts"
        failure="The counts could not be loaded."
        error={summary.isError ? summary.error : null}
        onRetry={() => void summary.refetch()}
      />
      {counts && (
        <Paper
          variant="outlined"
          component="dl"
          aria-label="Counts"
          sx={{
            m: 0,
            p: { xs: 2, sm: 3 },
            display: 'grid',
            gap: { xs: 2, sm: 3 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {(Object.keys(countLabels) as AdminCountName[]).map((name) => {
            const count = counts[name];
            if (count === null) return null;
            return (
              <Box key={name} sx={{ minWidth: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {countLabels[name]}
                </Typography>
                <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
                  {whole.format(count)}
                </Typography>
              </Box>
            );
          })}
        </Paper>
      )}
    </Stack>
  );
}
