import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AddressSearchField } from '../../../components/address-search-field';
import { MessageBanner } from '../../../components/message-banner';
import { useChooseAddress } from './use-choose-address';

/** No address yet (or the last one failed): what the tool does, and the address search. */
export function SearchHero({ failure }: { failure?: string }) {
  const choose = useChooseAddress();
  return (
    <Box
      component="section"
      aria-labelledby="pmi-search-title"
      sx={{
        background: 'linear-gradient(135deg, #13334a 0%, #1b4f72 60%, #24689a 100%)',
        color: '#fff',
        borderRadius: 2,
        px: { xs: 2, sm: 4 },
        py: { xs: 4, md: 7 },
      }}
    >
      {failure && (
        <Box sx={{ mb: 3 }}>
          <MessageBanner message={{ message: failure, messageType: 'error' }} />
        </Box>
      )}
      <Typography id="pmi-search-title" variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        PMI/MIP Removal
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400, maxWidth: 720, my: 2 }}>
        Enter your address and we estimate your home&apos;s value, your loan balance and your loan-to-value, then show
        when your mortgage insurance can be removed.
      </Typography>
      <AddressSearchField onChoose={choose} onDark />
    </Box>
  );
}
