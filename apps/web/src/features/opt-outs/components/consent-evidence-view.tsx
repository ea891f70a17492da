import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsentEvent, ConsentEvidence } from '@roost/domain';
import { actorText, consentEffectLabels, consentKindLabels } from './consent-text';
import { momentText, phoneText } from './opt-out-text';

/** One detail of an event as a term and its value; absent details are left out. */
function Detail({ term, value }: { term: string; value: string | number | null }) {
  if (value === null || value === '') return null;
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

function EventEntry({ event }: { event: ConsentEvent }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, breakInside: 'avoid' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          size="small"
          label={consentEffectLabels[event.effect]}
          color={event.effect === 'grant' ? 'success' : event.effect === 'revoke' ? 'error' : 'default'}
          variant="outlined"
        />
        <Typography component="h3" variant="subtitle1">
          {consentKindLabels[event.kind]}
        </Typography>
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, mt: 1, mb: 0 }}
      >
        <Detail term="When" value={momentText(event.occurredAt)} />
        <Detail term="Campaign" value={event.campaignName} />
        <Detail term="File" value={event.fileName} />
        <Detail term="Row" value={event.rowNumber} />
        <Detail term="By" value={actorText(event)} />
        <Detail term="From address" value={event.ipAddress} />
        <Detail term="Words affirmed or shown" value={event.statement} />
        <Detail term="Their words or reason" value={event.words} />
      </Box>
      {event.recordedBeforeLedger && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Recorded from the campaign when the consent ledger began, not at the upload itself.
        </Typography>
      )}
    </Paper>
  );
}

/** A number's consent evidence, oldest event first, laid out to read and to print. */
export function ConsentEvidenceView({ evidence }: { evidence: ConsentEvidence }) {
  return (
    <Stack spacing={2} component="section" aria-label={`Consent evidence of ${phoneText(evidence.phone)}`}>
      <Typography variant="h5" component="h2">
        {phoneText(evidence.phone)}
      </Typography>
      <Typography>
        {evidence.consented && evidence.consentSince
          ? `Consent holds now, since ${momentText(evidence.consentSince)}.`
          : 'No consent holds now: campaigns of this organization do not text this number.'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {evidence.organizationName} · prepared {momentText(evidence.generatedAt)}
      </Typography>
      {evidence.events.length === 0 ? (
        <Typography>No consent event is recorded for this number.</Typography>
      ) : (
        <Stack
          component="ol"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Consent events, oldest first"
        >
          {evidence.events.map((event) => (
            <EventEntry key={event.id} event={event} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
