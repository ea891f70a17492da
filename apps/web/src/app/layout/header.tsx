import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { sessionStore } from '../../lib/session-store';

/** Logo home (resetting the session payment to 0) and Contact Us; sign-in items come with identity. */
export function Header() {
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 1, justifyContent: 'space-between' }}>
        <Box
          component={RouterLink}
          to="/"
          onClick={() => sessionStore.update({ payment: 0 })}
          aria-label="Roost home"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none' }}
        >
          <Box component="img" src="/favicon.svg" alt="" width={32} height={32} />
          <Box component="span" sx={{ fontWeight: 800, fontSize: '1.35rem', letterSpacing: 0.5 }}>
            Roost
          </Box>
        </Box>
        <Box component="nav" aria-label="Main">
          <Button component={RouterLink} to="/contact" color="primary">
            Contact Us
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
