import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MoneyField } from '../../../components/money-field';
import { formatMoney } from '../../../lib/format';
import { showWholeDollars, wholeDollarsOf } from '../../../lib/whole-dollars';

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

/** The available-cash slider and its money field, both held to [0, maximum cash]. */
export function CashControl({ cash, maxCash, onChange }: CashControlProps) {
  const max = Math.floor(maxCash);
  // What the field shows: kept as typed while it stands for the cash in force, so an emptied field stays empty
  // rather than becoming '$0' under the caret; an amount held to the maximum shows the maximum.
  const [typed, setTyped] = useState(() => showWholeDollars(cash));
  const shown = (wholeDollarsOf(typed) ?? 0) === cash ? typed : showWholeDollars(cash);
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
        onChange={(_event, value) => {
          setTyped(showWholeDollars(clampCash(value, maxCash)));
          onChange(clampCash(value, maxCash));
        }}
        getAriaValueText={formatMoney}
        valueLabelDisplay="auto"
        valueLabelFormat={formatMoney}
      />
      <MoneyField
        label="Cash amount"
        value={shown}
        onChange={(text) => {
          setTyped(text);
          onChange(clampCash(wholeDollarsOf(text) ?? 0, maxCash));
        }}
        disabled={max === 0}
        fullWidth
        sx={{ mt: 1, maxWidth: { sm: 280 } }}
      />
    </Box>
  );
}
