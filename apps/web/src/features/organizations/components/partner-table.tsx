import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { zipListOf, type TeamUser } from '@roost/domain';
import { phoneText } from './phone-text';
import { TableColumns } from './table-columns';

interface PartnerTableProps {
  partners: readonly TeamUser[];
  /** The table's name: the tab's label. */
  label: string;
  /** Realtors show their ZIP codes too. */
  withZipCodes: boolean;
  onEdit: (partner: TeamUser) => void;
  onDelete: (partner: TeamUser) => void;
}

/** One tab of the loan officer profile: name, email, phone, with Edit (spec 2.8). */
export function PartnerTable({ partners, label, withZipCodes, onEdit, onDelete }: PartnerTableProps) {
  const columns = ['Name', 'Email', 'Phone', ...(withZipCodes ? ['Zip codes'] : [])];
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableColumns columns={columns} withActions={true} />
        <TableBody>
          {partners.map((partner) => (
            <TableRow key={partner.id}>
              <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                {partner.name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{partner.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{phoneText(partner.phone) || '–'}</TableCell>
              {withZipCodes && <TableCell>{zipListOf(partner.meta).join(', ') || '–'}</TableCell>}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={`Edit ${partner.name}`} onClick={() => onEdit(partner)}>
                  <EditOutlined />
                </IconButton>
                <IconButton aria-label={`Delete ${partner.name}`} onClick={() => onDelete(partner)}>
                  <DeleteOutlined />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
