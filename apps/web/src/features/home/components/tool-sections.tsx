import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { homeTools } from './home-tools';

/**
 * A section below the first screen is laid out and painted only as it nears the screen (the browser keeps its
 * size, guessed until then): the first paint of a slow phone does not wait for the whole page's layout.
 */
export const BELOW_THE_FOLD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const;

/** One section per available tool, each saying in plain words what the tool does, then its way in when built. */
export function ToolSections({ entries }: { entries: Partial<Record<string, ReactNode>> }) {
  return (
    <>
      {homeTools
        .filter((tool) => !tool.comingSoon)
        .map((tool, index) => (
          <Box
            key={tool.sectionId}
            id={tool.sectionId}
            component="section"
            aria-labelledby={`${tool.sectionId}-title`}
            sx={{
              py: { xs: 4, md: 6 },
              bgcolor: index % 2 === 0 ? 'background.paper' : 'transparent',
              scrollMarginTop: 72,
              ...BELOW_THE_FOLD,
            }}
          >
            <Container maxWidth="md">
              <Typography id={`${tool.sectionId}-title`} variant="h4" component="h2" gutterBottom>
                {tool.title}
              </Typography>
              {tool.description.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1.5 }}>
                  {paragraph}
                </Typography>
              ))}
              {entries[tool.sectionId]}
            </Container>
          </Box>
        ))}
    </>
  );
}
