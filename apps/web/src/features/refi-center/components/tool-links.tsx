import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { toolAddressPath } from '../../../lib/use-choose-address';

const tools = [
  { path: '/pmi-removal', name: 'PMI/MIP Removal', what: 'when your mortgage insurance can go' },
  { path: '/payment-design-center', name: 'Payment Design Center', what: 'design a payment with cash out' },
  { path: '/dream-rate', name: 'Dream Rate', what: 'get told when rates reach yours' },
] as const;

/** Each address tool, opened for this address. */
export function ToolLinks({ addressKey }: { addressKey: string }) {
  return (
    <Paper variant="outlined" component="nav" aria-labelledby="tools-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="tools-title" variant="h6" component="h2" gutterBottom>
        Tools for this home
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {tools.map((tool) => (
          <Button
            key={tool.path}
            component={RouterLink}
            to={toolAddressPath(tool.path, addressKey)}
            variant="outlined"
            sx={{ flex: 1, flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left' }}
          >
            <span>{tool.name}</span>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ textTransform: 'none' }}>
              {tool.what}
            </Typography>
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
