import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ColumnMapping } from '@roost/domain';
import { useId, useRef, useState } from 'react';
import { MessageBanner } from '../../../../components/message-banner';
import { ApiRequestError } from '../../../../lib/api-client';
import { parseContacts } from '../../api/parse-contacts';
import { readDraft, updateDraft, useCampaignDraft } from '../../draft/campaign-draft';
import { ImportReport } from './import-report';
import { LeadDropZone } from './lead-drop-zone';
import { CsvPreviewError, readCsvPreview, refuseFile, type CsvPreview } from './read-csv-preview';
import { SelectHeadersDialog } from './select-headers-dialog';

type Stage =
  | { kind: 'idle' }
  | { kind: 'reading'; file: File }
  | { kind: 'mapping'; file: File; preview: CsvPreview }
  | { kind: 'uploading'; file: File; preview: CsvPreview; percent: number | null }
  | { kind: 'checking'; file: File; preview: CsvPreview };

const rowsText = (preview: CsvPreview) =>
  `${preview.exact ? '' : 'about '}${preview.rowCount.toLocaleString('en-US')} ${preview.rowCount === 1 ? 'row' : 'rows'}`;

/**
 * 'Upload Leads': a file is checked in the browser (size, header row), mapped in 'Select Headers',
 * sent whole to the server, which parses and checks every row; the report lands in the draft.
 * A failure shows the server's message beside the zone and changes nothing else.
 */
export function LeadUpload() {
  const headingId = useId();
  const { upload } = useCampaignDraft();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const upload$ = useRef<AbortController | null>(null);

  async function chooseFile(file: File) {
    setFailure(null);
    const refusal = refuseFile(file);
    if (refusal) return setFailure(refusal);
    setStage({ kind: 'reading', file });
    try {
      const preview = await readCsvPreview(file);
      setStage({ kind: 'mapping', file, preview });
    } catch (error) {
      setStage({ kind: 'idle' });
      setFailure(error instanceof CsvPreviewError ? error.message : 'We could not read this file');
    }
  }

  async function send(file: File, preview: CsvPreview, mapping: ColumnMapping[]) {
    const controller = new AbortController();
    upload$.current = controller;
    // The upload goes on if the person moves to another step; its report belongs to this draft only.
    const draftKey = readDraft().idempotencyKey;
    setStage({ kind: 'uploading', file, preview, percent: 0 });
    try {
      const reply = await parseContacts(file, mapping, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setStage((current) =>
            current.kind === 'uploading'
              ? { ...current, percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null }
              : current,
          ),
        onUploaded: () =>
          setStage((current) => (current.kind === 'uploading' ? { kind: 'checking', file, preview } : current)),
      });
      if (controller.signal.aborted || readDraft().idempotencyKey !== draftKey) return;
      // A new file needs its own affirmation of consent.
      updateDraft((draft) => ({ ...draft, upload: { report: reply.report, mapping }, consentStatementId: undefined }));
      setStage({ kind: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStage({ kind: 'idle' });
      setFailure(error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.');
    } finally {
      if (upload$.current === controller) upload$.current = null;
    }
  }

  function cancelUpload() {
    upload$.current?.abort();
    setStage({ kind: 'idle' });
  }

  const busy = stage.kind !== 'idle' && stage.kind !== 'mapping';

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        Upload Leads
      </Typography>
      <Stack spacing={2}>
        <LeadDropZone labelledBy={headingId} disabled={busy} onFile={(file) => void chooseFile(file)} />
        {failure && (
          <MessageBanner message={{ messageType: 'error', message: failure }} onClose={() => setFailure(null)} />
        )}
        {stage.kind === 'reading' && (
          <Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Reading {stage.file.name}…
            </Typography>
            <LinearProgress aria-label={`Reading ${stage.file.name}`} />
          </Box>
        )}
        {stage.kind === 'uploading' && (
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Uploading {stage.file.name}
                {stage.percent !== null && ` (${stage.percent}%)`}
              </Typography>
              <Button size="small" onClick={cancelUpload}>
                Cancel upload
              </Button>
            </Stack>
            <LinearProgress
              variant={stage.percent === null ? 'indeterminate' : 'determinate'}
              value={stage.percent ?? undefined}
              aria-label={`Uploading ${stage.file.name}`}
            />
          </Box>
        )}
        {stage.kind === 'checking' && (
          <Box role="status">
            <Typography variant="body2">Checking {rowsText(stage.preview)}…</Typography>
            <LinearProgress aria-label={`Checking ${rowsText(stage.preview)}`} />
          </Box>
        )}
        {upload && stage.kind === 'idle' && <ImportReport report={upload.report} />}
      </Stack>
      {stage.kind === 'mapping' && (
        <SelectHeadersDialog
          key={stage.file.name + stage.file.size + stage.file.lastModified}
          fileName={stage.file.name}
          preview={stage.preview}
          onCancel={() => setStage({ kind: 'idle' })}
          onConfirm={(mapping) => void send(stage.file, stage.preview, mapping)}
        />
      )}
    </Box>
  );
}
