import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UserRecord } from '@roost/domain';
import { useCallback, useState } from 'react';
import { MessageBanner } from '../../../components/message-banner';
import { useUsersPage } from '../api/list-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { formatDay, formatPhone, roleLabel } from '../components/formatting';
import { KeysetPagination } from '../components/keyset-pagination';
import { ListState } from '../components/list-state';
import { PageTitle } from '../components/page-title';
import { ScrollTable } from '../components/scroll-table';
import { SearchForm } from '../components/search-form';
import { useKeysetPages } from '../components/use-keyset-pages';
import { statusLabels, UserAccessDialog } from '../components/user-access-dialog';

/** /admin/users (superadmin): every account, newest first, searched, created and given roles here. */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const pages = useKeysetPages(search);
  const users = useUsersPage({ limit: pages.pageSize, cursor: pages.cursor, search });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const onSearch = useCallback((term: string) => setSearch(term), []);
  const rows = users.data?.users ?? [];
  return (
    <Stack spacing={2}>
      <PageTitle
        title="Users"
        what="Every account, newest first."
        action={
          <Button variant="contained" onClick={() => setCreating(true)}>
            Create user
          </Button>
        }
      />
      {notice && (
        <MessageBanner message={{ message: notice, messageType: 'notification' }} onClose={() => setNotice(null)} />
      )}
      <SearchForm label="Search users" hint="Part of a name, e-mail or phone number" onSearch={onSearch} />
      <ListState
        loading={users.isFetching}
        loadingLabel="Loading users"
        failure="The users could not be loaded."
        error={users.isError ? users.error : null}
        onRetry={() => void users.refetch()}
      />
      <ScrollTable label="Users" minWidth={960}>
        <TableHead>
          <TableRow>
            <TableCell>ID</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Roles</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>
              <Typography component="span" sx={visuallyHidden}>
                Actions
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((user) => (
            <TableRow key={user.id}>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem', wordBreak: 'break-all', minWidth: 120 }}>
                {user.id}
              </TableCell>
              <TableCell component="th" scope="row">
                {user.name}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{user.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(user.phone)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(user.createdDate)}</TableCell>
              <TableCell>{user.roles.map(roleLabel).join(', ')}</TableCell>
              <TableCell>{statusLabels[user.status]}</TableCell>
              <TableCell>
                <IconButton
                  size="small"
                  onClick={() => setEditing(user)}
                  aria-label={`Change roles and status of ${user.name}`}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {users.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{search ? `No user matches "${search}".` : 'No users yet.'}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </ScrollTable>
      <KeysetPagination pages={pages} page={users.data} rowCount={rows.length} label="Users pages" />
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(user) => {
          setCreating(false);
          setNotice(`${user.name} was created; a temporary password was e-mailed to ${user.email}.`);
        }}
      />
      {editing && (
        <UserAccessDialog
          user={editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) setNotice(`${changed.name} was saved.`);
          }}
        />
      )}
    </Stack>
  );
}

// Strings, not numbers: MUI reads a width of 1 as 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
