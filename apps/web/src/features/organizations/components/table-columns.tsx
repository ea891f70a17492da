import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** The header row of a team table: its column names, and an Actions column when rows have actions. */
export function TableColumns({ columns, withActions }: { columns: readonly string[]; withActions: boolean }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column} component="th" scope="col">
            {column}
          </TableCell>
        ))}
        {withActions && (
          <TableCell component="th" scope="col" align="right">
            Actions
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
}
