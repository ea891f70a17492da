import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { PartnerRole } from '@roost/domain';
import { useId, useState } from 'react';
import { partnerKinds } from './team-roles';

/** The loan officer profile's Add menu: Assistant, Realtor Partner, Solar Partner (spec 2.8). */
export function AddPartnerMenu({ onChoose }: { onChoose: (role: PartnerRole) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const choose = (role: PartnerRole) => {
    setAnchor(null);
    onChoose(role);
  };
  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {partnerKinds.map((kind) => (
          <MenuItem key={kind.role} onClick={() => choose(kind.role)}>
            {kind.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
