import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** Spec section 9: the loading texts change every 5 seconds. */
export const LOADING_TEXT_INTERVAL_MS = 5000;

/** A progress bar and what the page is doing, one text after another while it works. */
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
