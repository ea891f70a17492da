import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HomeReport } from '@roost/domain';
import { useEffect, useRef, useState } from 'react';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { useAskForReview } from '../api/ask-for-review';
import { phoneText } from './phone-text';

const NOT_GIVEN = 'Not given';

/**
 * One button, then the details the request sends (as the lender's list has them) to confirm, then one tap sends it.
 * Nothing to type: the link says who is asking.
 */
export function ReviewRequest({ report }: { report: HomeReport }) {
  const [confirming, setConfirming] = useState(false);
  const review = useAskForReview(report.linkId);
  const officer = report.loanOfficer.name;

  if (review.isSuccess || report.reviewRequested) {
    const phone = report.prefill.phone ? ` at ${phoneText(report.prefill.phone)}` : '';
    return (
      <Done
        title="Review requested"
        text={`${officer} will call you${phone} to go over your home's figures.`}
        focusOnShow={review.isSuccess}
      />
    );
  }
  if (!confirming) {
    // A form action: a tap made before the page's script has started is held by React and made once it has.
    return (
      <form action={() => setConfirming(true)}>
        <Button type="submit" variant="contained" size="large" fullWidth>
          Ask for a review
        </Button>
      </form>
    );
  }
  const { prefill } = report;
  const details: [string, string | null][] = [
    ['Name', prefill.name],
    ['Phone', prefill.phone && phoneText(prefill.phone)],
    ['E-mail', prefill.email],
    ['Address', prefill.address],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="review-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="review-title" variant="h6" component="h2">
        Send these details to {officer}?
      </Typography>
      <Box component="dl" sx={{ my: 1 }}>
        {details.map(([label, value]) => (
          <Box key={label} sx={{ py: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value ?? NOT_GIVEN}
            </Typography>
          </Box>
        ))}
      </Box>
      {review.isError && (
        <Box sx={{ mb: 2 }}>
          <MessageBanner
            message={{
              message:
                review.error instanceof ApiRequestError
                  ? review.error.message
                  : 'Your request could not be sent. Please try again.',
              messageType: 'error',
            }}
          />
        </Box>
      )}
      {review.isPending && <LinearProgress aria-label="Sending your request" sx={{ mb: 2 }} />}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          size="large"
          sx={{ flex: 1 }}
          disabled={review.isPending}
          onClick={() => review.mutate()}
        >
          {review.isPending ? 'Sending…' : 'Send my request'}
        </Button>
        <Button size="large" disabled={review.isPending} onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </Stack>
    </Paper>
  );
}

/** The buttons are gone once sent: focus moves to what happened (not when the page opens on it). */
function Done({ title, text, focusOnShow }: { title: string; text: string; focusOnShow: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="review-done" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="review-done" ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
        {title}
      </Typography>
      <Typography role="status">{text}</Typography>
    </Paper>
  );
}
