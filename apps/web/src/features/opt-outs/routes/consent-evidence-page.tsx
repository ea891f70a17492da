import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { optOutPhoneSchema } from '@roost/domain';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { useConsentEvidence } from '../api/get-consent-evidence';
import { ConsentEvidenceView } from '../components/consent-evidence-view';
import { phoneText } from '../components/opt-out-text';

/**
 * /organization/:id/consent?phone=: a number's consent evidence in the organization (every grant and
 * withdrawal with its source, words, who and when), to answer a dispute; printable. Any number can be looked
 * up, opted out or not. The server allows this to the organization's admins only (and superadmins).
 */
export function ConsentEvidencePage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const [typed, setTyped] = useState(phone ? phoneText(phone) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const evidence = useConsentEvidence(id, phone);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const parsed = optOutPhoneSchema.safeParse(typed);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Enter a phone number');
    setProblem(null);
    setParams({ phone: parsed.data });
  };

  return (
    <Stack spacing={2}>
      <Link
        component={RouterLink}
        to={`/organization/${encodeURIComponent(id)}/opt-outs`}
        sx={{ alignSelf: 'flex-start', '@media print': { display: 'none' } }}
      >
        Back to opt-outs
      </Link>
      <Typography variant="h4" component="h1">
        Consent evidence
      </Typography>
      <Typography sx={{ '@media print': { display: 'none' } }}>
        Where a number&apos;s consent to your texts came from, in what words and when, and every opt-out and opt-in
        since. Print it or save it as PDF to answer a dispute.
      </Typography>
      <Stack
        component="form"
        role="search"
        aria-label="Look up a number's consent"
        noValidate
        onSubmit={lookUp}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' }, '@media print': { display: 'none' } }}
      >
        <TextField
          label="Phone number"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? 'A US number, e.g. (916) 555-0142'}
          size="small"
          slotProps={{ htmlInput: { maxLength: 30, inputMode: 'tel', autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained">
          Show evidence
        </Button>
        {evidence.data && (
          <Button variant="outlined" onClick={() => window.print()}>
            Print
          </Button>
        )}
      </Stack>
      {evidence.isFetching && <LinearProgress aria-label="Loading the consent evidence" />}
      {evidence.isError && (
        <MessageBanner
          message={{
            message: `The consent evidence could not be loaded. ${
              evidence.error instanceof ApiRequestError ? evidence.error.message : 'Please try again.'
            }`,
            messageType: 'error',
          }}
        />
      )}
      {evidence.data && <ConsentEvidenceView evidence={evidence.data} />}
    </Stack>
  );
}
