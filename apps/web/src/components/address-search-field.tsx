import MyLocationIcon from '@mui/icons-material/MyLocation';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  AUTOCOMPLETE_PAUSE_MS,
  isSearchableTerm,
  useAddressAutocomplete,
  type AddressResult,
} from '../lib/address-autocomplete';
import { useBrowserCoords } from '../lib/browser-coords';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useHydrated } from '../lib/use-hydrated';

interface AddressSearchFieldProps {
  /** Called with the chosen address; the caller navigates to its tool route. */
  onChoose: (address: AddressResult) => void;
  /** On a dark hero: the field sits on its own light card so its label stays readable. */
  onDark?: boolean;
}

/**
 * The spec's address search field: 'Enter Your Address', suggestions after a 500 ms pause for
 * terms longer than 2 characters, arrow keys and Enter to choose, a click outside to close.
 */
export function AddressSearchField({ onChoose, onDark = false }: AddressSearchFieldProps) {
  const [inputValue, setInputValue] = useState('');
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<AddressResult | null>(null);
  const [open, setOpen] = useState(false);
  const settledTerm = useDebouncedValue(term.trim(), AUTOCOMPLETE_PAUSE_MS);
  const searchable = isSearchableTerm(term) && isSearchableTerm(settledTerm);
  const { data, isPending, isError } = useAddressAutocomplete(settledTerm);
  const box = useRef<HTMLDivElement>(null);

  // What was typed into the server's HTML before the field went live is in the page, not in the field's state: taken
  // as typed once it is, so it searches.
  useEffect(() => {
    const input = box.current?.querySelector('input');
    if (!input?.value) return;
    setInputValue(input.value);
    setTerm(input.value);
    if (document.activeElement === input) setOpen(true);
  }, []);

  return (
    <Box
      ref={box}
      sx={{
        width: '100%',
        maxWidth: 640,
        ...(onDark && { bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, p: { xs: 1.5, sm: 2 } }),
      }}
    >
      <Autocomplete<AddressResult>
        open={open && searchable}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={searchable ? (data ?? []) : []}
        // The server already matched the term; filtering again would hide its fuzzy matches.
        filterOptions={(options) => options}
        getOptionLabel={(option) => option.address}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        value={chosen}
        onChange={(_event, address) => {
          setChosen(address);
          if (address) onChoose(address);
        }}
        inputValue={inputValue}
        onInputChange={(_event, value, reason) => {
          setInputValue(value);
          // Only typing searches: showing the chosen address must not start another search.
          if (reason === 'input' || reason === 'clear') setTerm(value);
        }}
        loading={searchable && isPending}
        loadingText="Searching addresses..."
        noOptionsText={isError ? 'Address search is not available right now. Please try again.' : 'No addresses found'}
        autoHighlight
        popupIcon={null}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Enter Your Address"
            placeholder="Start typing your street address"
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {searchable && isPending && open ? <CircularProgress color="inherit" size={20} /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
              htmlInput: { ...params.slotProps.htmlInput, maxLength: 200, autoComplete: 'off' },
            }}
          />
        )}
      />
      <UseMyLocation />
    </Box>
  );
}

/**
 * Offered, never forced: the browser asks for permission only after this click. The row is in the server's HTML and
 * keeps its height whatever it shows, so the page does not move under a tap as it goes live.
 */
function UseMyLocation() {
  const { coords, canLocate, status, locate } = useBrowserCoords();
  const hydrated = useHydrated();
  let shown: ReactNode = null;
  if (coords) shown = <Typography variant="body2">Nearby addresses are listed first.</Typography>;
  else if (canLocate || !hydrated)
    shown = (
      <Button
        size="small"
        startIcon={<MyLocationIcon fontSize="small" />}
        onClick={locate}
        // Until the page is live there is nothing to ask the browser with.
        disabled={!hydrated || status === 'locating'}
      >
        {status === 'locating' ? 'Finding you...' : 'Use my location'}
      </Button>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5, minHeight: 31 }}>
      {shown}
      {status === 'unavailable' && (
        <Typography variant="body2" role="status">
          Your location is not available; results are not sorted by distance.
        </Typography>
      )}
    </Box>
  );
}
