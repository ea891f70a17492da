import MilitaryTechOutlined from '@mui/icons-material/MilitaryTechOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumber, type PurchaseOption } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { formatMoney, formatRate } from '../../../lib/format';
import { FigureList } from './figure-list';
import { interestRatePercent, isVeteranOption, monthlyParts, optionTitle } from './option-text';

interface PurchaseOptionCardProps {
  option: PurchaseOption;
  /** Where choosing this option goes (the results page for the payment). */
  resultsPath: string;
  onChoose: (option: PurchaseOption) => void;
}

/** One way of buying for the payment: what it buys, what goes down, the monthly parts, the rate and the homes. */
export function PurchaseOptionCard({ option, resultsPath, onChoose }: PurchaseOptionCardProps) {
  const title = optionTitle(option);
  const titleId = `option-${option.optionId}-title`;
  const parts = monthlyParts(option);
  const total = parts.reduce((sum, [, amount]) => sum + amount, 0);
  const homes = option.homeCount === 1 ? '1 home' : `${formatNumber(option.homeCount)} homes`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="h5" component="h2">
          {title}
        </Typography>
        {isVeteranOption(option) && (
          <Chip icon={<MilitaryTechOutlined />} label="For veterans" color="secondary" size="small" />
        )}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Max purchase
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {formatMoney(option.maxPurchase)}
        </Typography>
      </Box>
      <FigureList
        label="Purchase"
        figures={[
          ['Down payment', `${formatMoney(option.downPayment)} (${formatRate(option.percentDown)})`],
          ['Loan amount', formatMoney(option.loanAmount)],
        ]}
      />
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Each month
      </Typography>
      <FigureList
        label="Each month"
        figures={[
          ...parts.map(([term, amount]): [string, string] => [term, formatMoney(amount)]),
          ['Monthly payment', <strong key="total">{formatMoney(total)}</strong>],
        ]}
      />
      <Divider />
      <FigureList
        label="Rate"
        figures={[
          ['Rate', interestRatePercent(option)],
          ['APR', formatRate(option.aprPercent)],
          ['Homes available', homes],
        ]}
      />
      {option.notes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
          {option.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <Button
          component={RouterLink}
          to={resultsPath}
          onClick={() => onChoose(option)}
          variant="contained"
          fullWidth
          aria-label={`See homes for ${title}`}
        >
          See homes ({homes})
        </Button>
      </Box>
    </Paper>
  );
}
