import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1b4f72' },
    secondary: { main: '#8a4b08' },
    // MUI's default amber and green fail contrast with white text (chips, filled alerts): darker shades pass AA.
    warning: { main: '#a54b00', contrastText: '#fff' },
    success: { main: '#1e6b34', contrastText: '#fff' },
    background: { default: '#f7f9fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
  },
});
