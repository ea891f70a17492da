import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { sessionStore } from '../lib/session-store';

/**
 * The tool's name, the address shown, and 'Try a new address?', which clears the session address
 * and goes home (spec section 4).
 */
export function AddressBar({ toolName, address }: { toolName: string; address: string }) {
  const navigate = useNavigate();
  const tryAnother = () => {
    sessionStore.update({ address: null, loanBalance: null });
    void navigate('/');
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        pb: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {toolName}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {address}
        </Typography>
      </Box>
      <Button onClick={tryAnother}>Try a new address?</Button>
    </Box>
  );
}
