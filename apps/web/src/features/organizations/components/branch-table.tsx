import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { Team } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { TableColumns } from './table-columns';
import { formatDateTime } from './date-time';
import { teamPaths } from './team-paths';

interface BranchTableProps {
  organizationId: string;
  branches: readonly Team[];
  titleId: string;
  /** Edit and Delete per row when given (the people who run the organization). */
  onEdit?: ((branch: Team) => void) | undefined;
  onDelete?: ((branch: Team) => void) | undefined;
}

/** The branches of an organization, each linking to its loan officers; scrolls sideways on phones. */
export function BranchTable({ organizationId, branches, titleId, onEdit, onDelete }: BranchTableProps) {
  const withActions = Boolean(onEdit ?? onDelete);
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
      <Table size="small" aria-labelledby={titleId}>
        <TableColumns columns={['Name', 'City', 'Created']} withActions={withActions} />
        <TableBody>
          {branches.map((branch) => (
            <TableRow key={branch.id}>
              <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                <Link component={RouterLink} to={teamPaths.branch(organizationId, branch.id)}>
                  {branch.name}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {branch.city}, {branch.state}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(branch.createdDate)}</TableCell>
              {withActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {onEdit && (
                    <IconButton aria-label={`Edit ${branch.name}`} onClick={() => onEdit(branch)}>
                      <EditOutlined />
                    </IconButton>
                  )}
                  {onDelete && (
                    <IconButton aria-label={`Delete ${branch.name}`} onClick={() => onDelete(branch)}>
                      <DeleteOutlined />
                    </IconButton>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
