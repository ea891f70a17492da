import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { sessionStore, useSession } from '../../lib/session-store';
import { HeaderAddress } from './header-address';
import { compactButton, HeaderAuthNav } from './header-auth-nav';
import { HeaderPayment } from './header-payment';

/** Logo home (resetting the session payment to 0), the session's address and payment, Contact Us and the sign-in items. */
export function Header() {
  // On a phone the payment's icon needs the room of the logo's word (the header fits 360px).
  const hasPayment = useSession((session) => session.payment > 0);
  const { pathname } = useLocation();
  // The page the logo was clicked on, until home is shown: then the payment goes back to 0.
  const [leaving, setLeaving] = useState<string | null>(null);
  useEffect(() => {
    if (leaving === null) return;
    // Dropped while a page that needs a payment is still shown (the purchase options), the payment
    // would send the person to /payment/search instead of home, so it waits for home to be committed.
    if (pathname === '/') sessionStore.update({ payment: 0 });
    if (pathname === '/' || pathname !== leaving) setLeaving(null);
  }, [leaving, pathname]);
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens home in another tab; this page stays as it is.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    setLeaving(pathname);
  };
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 1, justifyContent: 'space-between', px: { xs: 1, sm: 2 } }}>
        <Box
          component={RouterLink}
          to="/"
          onClick={goHome}
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
