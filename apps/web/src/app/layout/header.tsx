import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { sessionStore, useSession } from '../../lib/session-store';
import { HeaderAddress } from './header-address';
import { compactButton, HeaderAuthNav } from './header-auth-nav';
import { HeaderPayment } from './header-payment';

/** The logo's link home, which resets the session's payment. */
const START_OVER = { name: 'start', value: 'over' };

/** Logo home (resetting the session payment to 0), the session's address and payment, Contact Us and the sign-in items. */
export function Header() {
  // On a phone the payment's icon needs the room of the logo's word (the header fits 360px).
  const hasPayment = useSession((session) => session.payment > 0);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The logo's link itself asks home to start over, so a tap before the page's scripts ran (a plain link) resets the
  // payment too. Done once home is shown: dropped while a page that needs a payment is still shown (the purchase
  // options), the payment would send the person to /payment/search instead of home.
  const startOver = pathname === '/' && new URLSearchParams(search).get(START_OVER.name) === START_OVER.value;
  useEffect(() => {
    if (!startOver) return;
    sessionStore.update({ payment: 0 });
    void navigate('/', { replace: true });
  }, [startOver, navigate]);
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 1, justifyContent: 'space-between', px: { xs: 1, sm: 2 } }}>
        <Box
          component={RouterLink}
          to={`/?${START_OVER.name}=${START_OVER.value}`}
          aria-label="Roost home"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'primary.main', textDecoration: 'none' }}
        >
          <Box component="img" src="/favicon.svg" alt="" width={28} height={28} />
          <Box
            component="span"
            sx={{
              display: { xs: hasPayment ? 'none' : 'inline', sm: 'inline' },
              fontWeight: 800,
              fontSize: { xs: '1.1rem', sm: '1.35rem' },
              letterSpacing: 0.5,
            }}
          >
            Roost
          </Box>
        </Box>
        <Stack
          component="nav"
          aria-label="Main"
          direction="row"
          spacing={{ xs: 0.25, sm: 1 }}
          sx={{ alignItems: 'center' }}
        >
          <HeaderAddress />
          <HeaderPayment />
          <Button component={RouterLink} to="/contact" color="primary" size="small" sx={compactButton}>
            Contact Us
          </Button>
          <HeaderAuthNav />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
