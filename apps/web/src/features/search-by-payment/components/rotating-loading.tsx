import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { LOADING_TEXT_INTERVAL_MS } from '../../../components/property-loading';

/** Spec section 9: what a page says while it works, changing every 5 seconds (like the address tools). */
export function RotatingLoading({ label, texts }: { label: string; texts: readonly string[] }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => current + 1), LOADING_TEXT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box sx={{ py: { xs: 4, md: 8 } }}>
      <LinearProgress aria-label={label} />
      <Typography role="status" sx={{ mt: 2, textAlign: 'center' }}>
        {texts[step % texts.length]}
      </Typography>
    </Box>
  );
}

export const OPTIONS_LOADING_TEXTS = [
  'Finding purchase options for your payment...',
  "Applying today's rates, taxes and insurance...",
  'Counting the homes in your price range...',
] as const;

export const HOMES_LOADING_TEXTS = [
  'Finding homes for your payment...',
  'Working out each monthly payment...',
] as const;
