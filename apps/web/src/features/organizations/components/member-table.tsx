import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { TeamUser } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { TableColumns } from './table-columns';
import { formatDateTime } from './date-time';
import { teamPaths } from './team-paths';
import { roleLabel } from './team-roles';

interface MemberTableProps {
  members: readonly TeamUser[];
  titleId: string;
  /** The member form's address for a member (Edit), when the reader may change members. */
  editPath?: ((member: TeamUser) => string) | undefined;
  onDelete?: ((member: TeamUser) => void) | undefined;
}

/** A branch's people (spec 2.7): name (to their loan officer profile), email, role, date added. */
export function MemberTable({ members, titleId, editPath, onDelete }: MemberTableProps) {
  const withActions = Boolean(editPath ?? onDelete);
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
      <Table size="small" aria-labelledby={titleId}>
        <TableColumns columns={['Name', 'Email', 'Role', 'Date']} withActions={withActions} />
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id}>
              <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                <Link component={RouterLink} to={teamPaths.loanOfficer(member.id)}>
                  {member.name}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{roleLabel(member.role)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(member.createdDate)}</TableCell>
              {withActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {editPath && (
                    <IconButton component={RouterLink} to={editPath(member)} aria-label={`Edit ${member.name}`}>
                      <EditOutlined />
                    </IconButton>
                  )}
                  {onDelete && (
                    <IconButton aria-label={`Delete ${member.name}`} onClick={() => onDelete(member)}>
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
