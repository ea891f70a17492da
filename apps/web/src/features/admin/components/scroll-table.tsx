import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its own box on a phone instead of widening the page; the box
 * can take focus, so the scroll is reachable from the keyboard too.
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    // Positioned, so visually hidden (absolute) labels inside stay within the scrolling box.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ position: 'relative' }}
    >
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        {children}
      </Table>
    </TableContainer>
  );
}
