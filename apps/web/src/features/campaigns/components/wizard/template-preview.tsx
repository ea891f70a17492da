import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  countSegments,
  LONG_MESSAGE_CHARACTERS,
  normaliseGsm,
  renderTemplate,
  type ImportedContact,
  type Template,
} from '@roost/domain';
import { useMemo } from 'react';
import { useCurrentUser } from '../../../../lib/current-user';
import { useFirstContact } from '../../api/get-first-contact';

const LINK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** An example short link like the ones each contact gets: the site's own domain and 8 characters. */
function exampleShortLink(): string {
  const token = Array.from(
    crypto.getRandomValues(new Uint8Array(8)),
    (byte) => LINK_ALPHABET[byte % LINK_ALPHABET.length],
  );
  return `${location.origin}/l/${token.join('')}`;
}

function placeholderValues(contact: ImportedContact | null | undefined, agentName: string | undefined, link: string) {
  const city = [contact?.city, [contact?.state, contact?.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    firstName: contact?.firstName ?? '',
    agentFirstName: agentName?.trim().split(/\s+/)[0] ?? '',
    inquiryAddress: [contact?.address, city].filter(Boolean).join(', '),
    streetAddress: contact?.address ?? '',
    refId: contact?.refId ?? '',
    shortLink: link,
  };
}

/** The chosen template as the upload's first valid contact will read it, with its length and segments. */
export function TemplatePreview({ template, importId }: { template: Template; importId: string | undefined }) {
  const { data: contact } = useFirstContact(importId);
  const { data: user } = useCurrentUser();
  const link = useMemo(exampleShortLink, []);
  const text = normaliseGsm(renderTemplate(template.body, placeholderValues(contact, user?.name, link)));
  const count = countSegments(text);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="template-preview" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h3" id="template-preview">
          Preview
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {contact?.firstName ? `As ${contact.firstName} will read it` : 'As your first contact will read it'}, with an
          example link.
        </Typography>
        <Box
          aria-label="Message preview"
          role="figure"
          sx={{
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'grey.100',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxWidth: 420,
          }}
        >
          {text}
        </Box>
        <Box component="dl" aria-label="Message length" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <Fact term="Characters" value={String(count.characters)} />
          <Fact term="Encoding" value={count.encoding} />
          <Fact term="Segments" value={String(count.segments)} />
        </Box>
        {count.encoding === 'UCS-2' && (
          <Typography variant="body2" color="text.secondary">
            Characters outside GSM-7 ({count.unicodeCharacters.join(' ')}) make every segment hold 67 characters.
          </Typography>
        )}
        {count.characters > LONG_MESSAGE_CHARACTERS && (
          <Alert severity="warning">
            This message is longer than {LONG_MESSAGE_CHARACTERS} characters: it is sent as {count.segments} segments,
            and carriers filter long messages more often.
          </Alert>
        )}
      </Stack>
    </Paper>
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
