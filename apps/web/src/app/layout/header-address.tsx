import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../lib/session-store';
import { toolAddressPath } from '../../lib/use-choose-address';

/** Spec, header: the address chosen this session, opening its overview (/estimator/reficenter/{id}). */
export function HeaderAddress() {
  const address = useSession((session) => session.address);
  if (!address) return null;
  const street = address.address.split(',')[0] ?? address.address;
  return (
    <Button
      component={RouterLink}
      to={toolAddressPath('/estimator/reficenter', address.id)}
      size="small"
      startIcon={<HomeOutlined />}
      aria-label={`Your home: ${address.address}`}
      title={address.address}
      sx={{
        minWidth: 0,
        px: { xs: 0.75, sm: 1.25 },
        textTransform: 'none',
        '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: 0 },
      }}
    >
      <Box
        component="span"
        sx={{
          display: { xs: 'none', md: 'inline' },
          maxWidth: 220,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {street}
      </Box>
    </Button>
  );
}
