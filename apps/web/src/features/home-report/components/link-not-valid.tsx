import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homeReportMessages } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { AddressSearchField } from '../../../components/address-search-field';
import { useChooseAddress } from '../../../lib/use-choose-address';

/**
 * A link that opens no page (expired, mistyped, or never one): the site's own way in, an address search that opens
 * the Refi Center overview, and the home page. Nothing here says whose link it was.
 */
export function LinkNotValid() {
  const choose = useChooseAddress('/estimator/reficenter');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {homeReportMessages.linkNotFound}
      </Typography>
      <Typography>Look up any home's value, equity and today's rates instead: search for its address.</Typography>
      <AddressSearchField onChoose={choose} />
      <div>
        <Button variant="outlined" component={RouterLink} to="/">
          Go to the home page
        </Button>
      </div>
    </Stack>
  );
}
