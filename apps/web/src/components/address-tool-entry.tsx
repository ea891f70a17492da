import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { AddressSearchField } from '../../../components/address-search-field';
import { useChooseAddress } from './use-choose-address';

/** The home page's way into the tool: the address search, and a link to the tool's own page. */
export function PmiRemovalEntry() {
  const choose = useChooseAddress();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <AddressSearchField onChoose={choose} />
      <Link component={RouterLink} to="/pmi-removal" sx={{ alignSelf: 'flex-start' }}>
        Open PMI/MIP Removal
      </Link>
    </Stack>
  );
}
