import Box from '@mui/material/Box';
import type { ConversationState } from '@roost/domain';
import { conversationStateLabels } from './inbox-format';

/** Dark text on a pale tint (better than 4.5:1): needs-reply stands out, waiting is calm, done is grey. */
const colours: Record<ConversationState, { color: string; bgcolor: string }> = {
  'needs-reply': { color: '#8a3b00', bgcolor: '#fff0e0' },
  waiting: { color: '#0b4f8a', bgcolor: '#e5f0fb' },
  done: { color: '#424242', bgcolor: '#ececec' },
};

export function ConversationStateChip({ state }: { state: ConversationState }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        borderRadius: 1,
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        ...colours[state],
      }}
    >
      {conversationStateLabels[state]}
    </Box>
  );
}
