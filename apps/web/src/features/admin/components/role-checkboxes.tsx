import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { roles, type Role } from '@roost/domain';
import { roleLabel } from './formatting';

/** Every role as a checkbox; the chosen ones in the order of the role list. */
export function RoleCheckboxes({
  value,
  onChange,
  error,
  id,
}: {
  value: readonly string[];
  onChange: (roles: Role[]) => void;
  error?: string | undefined;
  id: string;
}) {
  const toggle = (role: Role, checked: boolean) =>
    onChange(roles.filter((candidate) => (candidate === role ? checked : value.includes(candidate))));
  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}>
      <FormLabel component="legend">Roles</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
        {roles.map((role) => (
          <FormControlLabel
            key={role}
            label={roleLabel(role)}
            control={
              <Checkbox
                checked={value.includes(role)}
                onChange={(event) => toggle(role, event.target.checked)}
                size="small"
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
