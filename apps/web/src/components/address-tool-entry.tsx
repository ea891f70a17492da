import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useChooseAddress } from '../lib/use-choose-address';
import { AddressSearchField } from './address-search-field';

interface AddressToolEntryProps {
  /** The tool's route, e.g. '/pmi-removal'; an address opens `{toolPath}/{key}`. */
  toolPath: string;
  linkText: string;
}

/** The home page's way into an address tool: the address search, and a link to the tool's own page. */
export function AddressToolEntry({ toolPath, linkText }: AddressToolEntryProps) {
  const choose = useChooseAddress(toolPath);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <AddressSearchField onChoose={choose} />
      <Link component={RouterLink} to={toolPath} sx={{ alignSelf: 'flex-start' }}>
        {linkText}
      </Link>
    </Stack>
  );
}
