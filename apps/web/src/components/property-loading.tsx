import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** Spec sections 4 and 9: what the page says while a property is fetched, changing every 5 seconds. */
export const PROPERTY_LOADING_TEXTS = [
  'Getting property details...',
  'Calculating property estimates...',
  'Finishing up property calculations...',
] as const;
export const LOADING_TEXT_INTERVAL_MS = 5000;

export function PropertyLoading() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => current + 1), LOADING_TEXT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const text = PROPERTY_LOADING_TEXTS[step % PROPERTY_LOADING_TEXTS.length];
  return (
    <Box sx={{ py: { xs: 4, md: 8 } }}>
      <LinearProgress aria-label="Loading property" />
      <Typography role="status" sx={{ mt: 2, textAlign: 'center' }}>
        {text}
      </Typography>
    </Box>
  );
}
