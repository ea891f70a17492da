import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OWN_CLIENT, type Template } from '@roost/domain';
import { useEffect } from 'react';
import { MessageBanner } from '../../../../components/message-banner';
import { useFitUpload } from '../../api/fit-upload-template';
import { useTemplates } from '../../api/list-templates';
import { updateDraft, useCampaignDraft } from '../../draft/campaign-draft';
import { formatRate } from '../campaign-format';
import { TemplatePreview } from './template-preview';

/** 'Select Template': a grid of the product's templates (newest first); the chosen one is highlighted. */
export function TemplateStep() {
  const draft = useCampaignDraft();
  const { data: templates, isError } = useTemplates();
  const chosenId = draft.campaign.templateId;
  const offered = templates?.filter((template) => template.client === OWN_CLIENT) ?? [];
  const chosen = offered.find((template) => template.id === chosenId);
  const choose = (template: Template) =>
    updateDraft((current) => ({ ...current, campaign: { ...current.campaign, templateId: template.id } }));
  const importId = draft.upload?.report.importId;
  const fit = useFitUpload(importId, chosen?.id);
  // The upload's report follows the template: who it leaves out is counted there, and no longer as valid.
  const fitted = fit.data?.report;
  useEffect(() => {
    if (!fitted) return;
    updateDraft((current) =>
      current.upload?.report.importId === fitted.importId
        ? { ...current, upload: { ...current.upload, report: fitted } }
        : current,
    );
  }, [fitted]);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2" id="select-template">
        Select Template
      </Typography>
      {isError && <MessageBanner message={{ message: 'The templates could not be loaded.', messageType: 'error' }} />}
      {!templates && !isError && <LinearProgress aria-label="Loading templates" />}
      {templates && offered.length === 0 && <Typography>No templates are available yet.</Typography>}
      <Box
        role="group"
        aria-labelledby="select-template"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {offered.map((template) => {
          const selected = template.id === chosenId;
          return (
            <ButtonBase
              key={template.id}
              aria-pressed={selected}
              onClick={() => choose(template)}
              sx={{
                display: 'block',
                textAlign: 'left',
                p: 2,
                borderRadius: 1,
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'action.selected' : 'background.paper',
                '&:hover': { borderColor: 'primary.light' },
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600 }}>
                {template.name}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {template.description}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block', mt: 1 }}>
                {formatRate(template.rate)}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      {chosen && importId && <TemplatePreview template={chosen} importId={importId} fit={fit} />}
    </Stack>
  );
}
