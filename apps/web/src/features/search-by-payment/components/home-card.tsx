import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { listingActions, listingAddress, listingStreet, type HomeListing, type ListingAction } from '@roost/domain';
import { formatMoney, formatMonthly } from '../../../lib/format';
import { countText, LISTING_ACTION_LABELS } from './listing-text';

interface HomeCardProps {
  home: HomeListing & { monthlyPayment: number };
  /** 'FHA, 3.5% down': the option the monthly payment is estimated under. */
  optionTitle: string;
  onAction: (home: HomeListing, action: ListingAction) => void;
}

/** A home for sale: its picture, address, size, price, listing agent and MLS number, and its monthly payment. */
export function HomeCard({ home, optionTitle, onAction }: HomeCardProps) {
  const address = listingAddress(home);
  const street = listingStreet(home);
  const titleId = `home-${home.id}-title`;
  const facts = [
    countText(home.bedrooms, 'bed', 'beds'),
    countText(home.fullBathrooms, 'full bath', 'full baths'),
    countText(home.apxSqFtPrimaryRes, 'sq ft', 'sq ft'),
  ].filter((fact): fact is string => fact !== null);
  const agent = [home.listAgentFirstName, home.listAgentLastName].filter(Boolean).join(' ');
  const mls = home.mlsNumber ? `MLS #${home.mlsNumber}${home.mlsId ? ` (${home.mlsId})` : ''}` : null;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
        <Box
          component="img"
          src={home.coverImage}
          alt={address}
          loading="lazy"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
        {home.source === 'sample' && (
          <Chip
            label="Sample listing"
            size="small"
            sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper', fontWeight: 600 }}
          />
        )}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {formatMoney(home.listingPrice)}
        </Typography>
        <Box>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {street}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {home.city}, CA {home.zipCode}
          </Typography>
        </Box>
        {facts.length > 0 && <Typography variant="body2">{facts.join(' · ')}</Typography>}
        <Typography sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}>
          Est. <strong>{formatMonthly(home.monthlyPayment)}</strong> with {optionTitle}
        </Typography>
        {(agent || mls) && (
          <Typography variant="caption" color="text.secondary" component="p">
            {agent && `Listed by ${agent}`}
            {agent && mls && ' · '}
            {mls}
          </Typography>
        )}
        <Box
          role="group"
          aria-label={`Ask about ${street}`}
          sx={{ mt: 'auto', pt: 1, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}
        >
          {listingActions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'all' ? 'contained' : 'outlined'}
              onClick={() => onAction(home, action)}
              aria-label={`${LISTING_ACTION_LABELS[action]}: ${address}`}
              sx={{ lineHeight: 1.2, py: 0.75 }}
            >
              {LISTING_ACTION_LABELS[action]}
            </Button>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
