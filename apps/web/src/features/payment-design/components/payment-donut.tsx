import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaymentDesign } from '@roost/domain';
import { formatMoney } from '../../../lib/format';

const RADIUS = 15.915_494; // circumference 100, so a part's share is its dash length
const STROKE = 6;

/** The four parts of the first month's payment, in the donut's order, with their colours. */
export function paymentParts(design: PaymentDesign) {
  return [
    { label: 'Principal', amount: design.parts.principal, color: '#1b4f72' },
    { label: 'Interest', amount: design.parts.interest, color: '#5dade2' },
    { label: 'Taxes', amount: design.parts.taxes, color: '#e59866' },
    { label: 'Insurance', amount: design.parts.insurance, color: '#58d68d' },
  ];
}

/** The payment breakdown donut (an SVG with a text alternative) and its legend with dollar amounts. */
export function PaymentDonut({ design }: { design: PaymentDesign }) {
  const parts = paymentParts(design);
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  const description = `Payment breakdown: ${parts.map((part) => `${part.label} ${formatMoney(part.amount)}`).join(', ')}`;
  let offset = 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
      <Box
        component="svg"
        viewBox="0 0 42 42"
        role="img"
        aria-label={description}
        sx={{ width: '100%', maxWidth: 220, height: 'auto', flexShrink: 0 }}
      >
        <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="#eceff1" strokeWidth={STROKE} />
        {parts.map((part) => {
          const share = total > 0 ? (part.amount / total) * 100 : 0;
          // Starts at 12 o'clock and runs clockwise.
          const circle = (
            <circle
              key={part.label}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              stroke={part.color}
              strokeWidth={STROKE}
              strokeDasharray={`${share} ${100 - share}`}
              strokeDashoffset={25 - offset}
            />
          );
          offset += share;
          return circle;
        })}
      </Box>
      <Box
        component="ul"
        aria-label="Payment parts"
        sx={{ listStyle: 'none', p: 0, m: 0, minWidth: 0, flex: '1 1 160px' }}
      >
        {parts.map((part) => (
          <Box component="li" key={part.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: part.color, flexShrink: 0 }} />
            <Typography sx={{ flex: 1 }}>{part.label}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(part.amount)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
