import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { homeTools } from './home-tools';

// Only a tile marked comingSoon shows a chip (none is today): the home page's first JS does not carry it.
const Chip = lazy(() => import('@mui/material/Chip'));

function scrollToSection(sectionId: string) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(sectionId)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

/** The six tiles; each links to its section and scrolls smoothly there (a tile marked comingSoon is shown disabled). */
export function ToolTiles() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} component="section" aria-labelledby="tools-title">
      <Typography id="tools-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        What would you like to do?
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {homeTools.map((tool) => (
          <li key={tool.sectionId}>
            <Paper variant="outlined" sx={{ height: '100%', opacity: tool.comingSoon ? 0.85 : 1 }}>
              <ButtonBase
                component="a"
                // A link to its section, so a tile works before the page's script has run; once it has, the
                // scroll is smooth.
                href={tool.comingSoon ? undefined : `#${tool.sectionId}`}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection(tool.sectionId);
                }}
                disabled={tool.comingSoon}
                aria-disabled={tool.comingSoon || undefined}
                data-testid={`tile-${tool.sectionId}`}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: '100%',
                  textAlign: 'left',
                  p: 2.5,
                  borderRadius: 'inherit',
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h3">
                    {tool.title}
                  </Typography>
                  {tool.comingSoon && (
                    <Suspense fallback={null}>
                      <Chip label="Coming soon" size="small" />
                    </Suspense>
                  )}
                </Box>
                <Typography variant="body2">{tool.tileText}</Typography>
              </ButtonBase>
            </Paper>
          </li>
        ))}
      </Box>
    </Container>
  );
}
