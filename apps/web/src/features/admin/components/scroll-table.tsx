import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * Under 600 px each row stands as a block of labelled lines (each cell's `data-label` shown above its
 * value, the header row hidden), so nothing sits off-screen behind a sideways scroll.
 */
const stackedOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    '& thead': { display: 'none' },
    '& tbody, & tr, & td, & th': { display: 'block' },
    '& tbody tr': { borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
    '& td, & th': { border: 0, py: 0.25 },
    '& [data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
    },
  },
});

/**
 * A table that scrolls sideways inside its own box on a phone instead of widening the page; the box
 * can take focus, so the scroll is reachable from the keyboard too. With `stackOnPhone` it does not
 * scroll: under 600 px its rows stack (give each cell a `data-label`).
 */
export function ScrollTable({
  label,
  minWidth,
  stackOnPhone = false,
  children,
}: {
  label: string;
  minWidth: number;
  stackOnPhone?: boolean;
  children: ReactNode;
}) {
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
      <Table
        size="small"
        aria-label={label}
        sx={stackOnPhone ? (theme) => ({ minWidth, ...stackedOnPhone(theme) }) : { minWidth }}
      >
        {children}
      </Table>
    </TableContainer>
  );
}
