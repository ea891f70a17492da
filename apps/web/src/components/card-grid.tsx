import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';

interface CardGridProps {
  /** The list's accessible name. */
  label: string;
  /** Columns from each breakpoint up, e.g. { xs: 1, md: 2, lg: 3 }. */
  columns: Partial<Record<Breakpoint, number>>;
  /** The list items (li). */
  children: ReactNode;
}

/** A list of cards laid out as equal columns that never overflow a phone. */
export function CardGrid({ label, columns, children }: CardGridProps) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
  );
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns }}
    >
      {children}
    </Box>
  );
}
