import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LogDataEntry } from '@roost/domain';

/** A log entry's data as "key: value" lines; the server has already hidden any secret. */
export function LogData({ entries }: { entries: readonly LogDataEntry[] }) {
  if (entries.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1 }}>
      {entries.map((entry, index) => (
        <Box key={`${entry.key}-${index}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {entry.key}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {entry.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
