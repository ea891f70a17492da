import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { useCompany } from '../../lib/company';

export function Footer() {
  const { data: company } = useCompany();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#13334a', color: '#f1f5f9', py: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack spacing={1.5}>
          <Typography variant="body2">
            © {year} {company?.legalName ?? 'Roost Home Finance'}
            {company ? `, NMLS #${company.nmlsId}` : ''}. Licensed by the California Department of Financial Protection
            and Innovation under the California Residential Mortgage Lending Act. Equal Housing Opportunity. Estimates
            on this site are for information only and are not an offer to lend.
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Link component={RouterLink} to="/privacy-policy" color="inherit">
              Privacy Policy
            </Link>
            <Link component={RouterLink} to="/terms-conditions" color="inherit">
              Terms and Conditions
            </Link>
            <Typography variant="body2" component="span">
              Version {APP_VERSION}
            </Typography>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
