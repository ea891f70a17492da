import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list, two columns that never overflow a phone. */
export function FigureList({ figures, label }: { figures: [string, ReactNode][]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
      }}
    >
      {figures.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
