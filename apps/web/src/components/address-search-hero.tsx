import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useChooseAddress } from '../lib/use-choose-address';
import { AddressSearchField } from './address-search-field';
import { MessageBanner } from './message-banner';

interface AddressSearchHeroProps {
  /** The tool's name, the page's heading. */
  title: string;
  /** What the tool does, in a sentence or two. */
  description: ReactNode;
  /** The tool's route; a chosen address opens `{toolPath}/{key}`. */
  toolPath: string;
  /** Why the last address could not be shown (red banner above the search). */
  failure?: string;
}

/** An address tool with no address yet (or the last one failed): what the tool does, and the address search. */
export function AddressSearchHero({ title, description, toolPath, failure }: AddressSearchHeroProps) {
  const choose = useChooseAddress(toolPath);
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        background: 'linear-gradient(135deg, #13334a 0%, #1b4f72 60%, #24689a 100%)',
        color: '#fff',
        borderRadius: 2,
        px: { xs: 2, sm: 4 },
        py: { xs: 4, md: 7 },
      }}
    >
      {failure && (
        <Box sx={{ mb: 3 }}>
          <MessageBanner message={{ message: failure, messageType: 'error' }} />
        </Box>
      )}
      <Typography id={titleId} variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {title}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400, maxWidth: 720, my: 2 }}>
        {description}
      </Typography>
      <AddressSearchField onChoose={choose} onDark />
    </Box>
  );
}
