import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RATE_SLIDER } from '@roost/domain';
import { formatRate } from '../../../lib/format';

/** The rate slider: 2.25% to 7% in eighths of a point. */
export function RateControl({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography id="rate-label" variant="h6" component="h3">
          Interest rate
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {formatRate(rate)}
        </Typography>
      </Box>
      <Slider
        aria-labelledby="rate-label"
        value={rate}
        min={RATE_SLIDER.min}
        max={RATE_SLIDER.max}
        step={RATE_SLIDER.step}
        shiftStep={1}
        marks={[
          { value: RATE_SLIDER.min, label: formatRate(RATE_SLIDER.min) },
          { value: RATE_SLIDER.max, label: formatRate(RATE_SLIDER.max) },
        ]}
        onChange={(_event, value) => onChange(value)}
        getAriaValueText={formatRate}
        valueLabelDisplay="auto"
        valueLabelFormat={formatRate}
      />
    </Box>
  );
}
