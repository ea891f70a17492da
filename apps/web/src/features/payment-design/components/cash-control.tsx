import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../lib/format';

interface CashControlProps {
  cash: number;
  maxCash: number;
  onChange: (cash: number) => void;
}

/** Whole dollars between 0 and the most the home allows; anything else becomes the nearest of those. */
export function clampCash(value: number, maxCash: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.floor(maxCash), Math.max(0, Math.round(value)));
}

/** The available-cash slider and its numeric input, both held to [0, maximum cash]. */
export function CashControl({ cash, maxCash, onChange }: CashControlProps) {
  const max = Math.floor(maxCash);
  return (
    <Box>
      <Typography id="cash-label" variant="h6" component="h3">
        Cash you take out
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {max > 0
          ? `Up to ${formatMoney(max)}: 80% of the home's estimated value, less what you owe.`
          : 'No cash is available: you owe 80% or more of the estimated value.'}
      </Typography>
      <Slider
        aria-labelledby="cash-label"
        value={cash}
        min={0}
        max={max}
        step={max >= 10_000 ? 500 : 1}
        shiftStep={10_000}
        disabled={max === 0}
        onChange={(_event, value) => onChange(clampCash(value, maxCash))}
        getAriaValueText={formatMoney}
        valueLabelDisplay="auto"
        valueLabelFormat={formatMoney}
      />
      <TextField
        label="Cash amount"
        type="number"
        value={String(cash)}
        onChange={(event) => onChange(clampCash(Number(event.target.value), maxCash))}
        disabled={max === 0}
        fullWidth
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { min: 0, max, step: 1, inputMode: 'numeric' },
        }}
        sx={{ mt: 1, maxWidth: { sm: 280 } }}
      />
    </Box>
  );
}
