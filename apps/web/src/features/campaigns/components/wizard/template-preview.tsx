import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LONG_MESSAGE_CHARACTERS,
  templatePlaceholderLabels,
  type PlaceholderGap,
  type Template,
  type UploadTemplateReply,
} from '@roost/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTemplatePreview } from '../../api/get-template-preview';

const count = (value: number) => value.toLocaleString('en-US');
const contactsText = (value: number) => `${count(value)} ${value === 1 ? 'contact' : 'contacts'}`;

interface TemplatePreviewProps {
  template: Template;
  importId: string;
  /** The upload fitted to this template: who will be texted, the segments of all texts, the gaps. */
  fit: UseQueryResult<UploadTemplateReply>;
}

/**
 * The chosen template as each contact of the upload will read it, exactly as the sender makes it (the server
 * renders it, with a link of the real length), one contact at a time; the campaign's contacts and segments,
 * and per placeholder how many contacts have no value for it.
 */
export function TemplatePreview({ template, importId, fit }: TemplatePreviewProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="template-preview" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h3" id="template-preview">
          Preview
        </Typography>
        {fit.isPending && <LinearProgress aria-label="Checking your contacts against the template" />}
        {fit.isError && (
          <Alert severity="error">Your contacts could not be checked against this template. Please try again.</Alert>
        )}
        {fit.data && <FittedPreview key={template.id} template={template} importId={importId} fit={fit.data} />}
      </Stack>
    </Paper>
  );
}

function FittedPreview({
  template,
  importId,
  fit,
}: {
  template: Template;
  importId: string;
  fit: UploadTemplateReply;
}) {
  const [index, setIndex] = useState(0);
  const total = fit.contacts;
  const preview = useTemplatePreview(importId, template.id, index, total > 0);
  const shown = preview.data;
  const leftOut = fit.report.missingField;
  return (
    <>
      {total === 0 ? (
        <Alert severity="error">
          None of your contacts has the data this template needs. Choose another template, or upload a file with that
          data.
        </Alert>
      ) : (
        <>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setIndex((current) => Math.max(0, current - 1))}
              disabled={index === 0}
            >
              Previous contact
            </Button>
            <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600 }}>
              Contact {count(index + 1)} of {count(total)}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setIndex((current) => Math.min(total - 1, current + 1))}
              disabled={index >= total - 1}
            >
              Next contact
            </Button>
          </Stack>
          {preview.isError && <Alert severity="error">This contact's text could not be loaded.</Alert>}
          {!shown && preview.isFetching && <LinearProgress aria-label="Loading the contact's text" />}
          {shown && (
            <>
              <Typography variant="body2" color="text.secondary">
                As {shown.contact?.name || 'this contact'} will read it, with a link as long as their own.
              </Typography>
              <Box
                aria-label="Message preview"
                aria-busy={preview.isPlaceholderData}
                role="figure"
                sx={{
                  p: 1.5,
                  borderRadius: 2,
                  bgcolor: 'grey.100',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  maxWidth: 420,
                  opacity: preview.isPlaceholderData ? 0.6 : 1,
                }}
              >
                {shown.text}
              </Box>
              <Box
                component="dl"
                aria-label="Message length"
                sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3 }}
              >
                <Fact term="Characters" value={String(shown.characters)} />
                <Fact term="Encoding" value={shown.encoding} />
                <Fact term="Segments" value={String(shown.segments)} />
              </Box>
              {shown.encoding === 'UCS-2' && (
                <Typography variant="body2" color="text.secondary">
                  Characters outside GSM-7 ({shown.unicodeCharacters.join(' ')}) make every segment hold 67 characters.
                </Typography>
              )}
              {shown.characters > LONG_MESSAGE_CHARACTERS && (
                <Alert severity="warning">
                  This message is longer than {LONG_MESSAGE_CHARACTERS} characters: it is sent as {shown.segments}{' '}
                  segments, and carriers filter long messages more often.
                </Alert>
              )}
            </>
          )}
        </>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        The campaign: {contactsText(total)} to text, {count(fit.totalSegments)}{' '}
        {fit.totalSegments === 1 ? 'segment' : 'segments'} in all.
      </Typography>
      {leftOut > 0 && (
        <Alert severity="warning">
          {contactsText(leftOut)} {leftOut === 1 ? 'is' : 'are'} left out: the template has no fallback for data{' '}
          {leftOut === 1 ? 'it lacks' : 'they lack'}. {leftOut === 1 ? 'It is' : 'They are'} listed with the reason in
          the upload report, and not charged.
        </Alert>
      )}
      <PlaceholderGaps gaps={fit.placeholders} />
    </>
  );
}

function PlaceholderGaps({ gaps }: { gaps: PlaceholderGap[] }) {
  if (gaps.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="placeholder-gaps">
      <Typography variant="subtitle2" component="h4" id="placeholder-gaps">
        Data the template uses
      </Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
        {gaps.map((gap) => (
          <li key={gap.placeholder}>
            <code>{`{{${gap.placeholder}}}`}</code> {templatePlaceholderLabels[gap.placeholder]}:{' '}
            {gap.missing === 0
              ? 'every contact has it'
              : `${contactsText(gap.missing)} without it${gap.fallback ? ` read "${gap.fallback}"` : ', left out'}`}
          </li>
        ))}
      </Typography>
    </Box>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}:
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}
