import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Template } from '@roost/domain';
import { useState } from 'react';
import { MessageBanner } from '../../../components/message-banner';
import { useTemplates } from '../api/list-templates';
import { formatRate } from './campaign-format';
import { TemplateFormDialog } from './template-form-dialog';

/** The admin page's Templates section: every template, 'Add Template', and Edit on each. */
export function TemplatesAdmin() {
  const { data: templates, isError } = useTemplates();
  const [editing, setEditing] = useState<{ template?: Template } | null>(null);
  return (
    <Stack component="section" aria-labelledby="templates-title" spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" id="templates-title">
          Templates
        </Typography>
        <Button variant="contained" onClick={() => setEditing({})}>
          Add Template
        </Button>
      </Stack>
      {isError && <MessageBanner message={{ message: 'The templates could not be loaded.', messageType: 'error' }} />}
      {!templates && !isError && <LinearProgress aria-label="Loading templates" />}
      {templates?.length === 0 && <Typography>No templates yet.</Typography>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Templates">
        {templates?.map((template) => (
          <Paper component="li" key={template.id} variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
              <div style={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {template.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {template.description} · {formatRate(template.rate)}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {template.body}
                </Typography>
              </div>
              <Button
                variant="outlined"
                aria-label={`Edit ${template.name}`}
                onClick={() => setEditing({ template })}
                sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
              >
                Edit
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <TemplateFormDialog open={editing !== null} template={editing?.template} onClose={() => setEditing(null)} />
    </Stack>
  );
}
