import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Hero } from '../components/hero';
import { BELOW_THE_FOLD, ToolSections } from '../components/tool-sections';
import { ToolTiles } from '../components/tool-tiles';

interface HomePageProps {
  contactForm: ReactNode;
  /** Each built tool's way in (its address search), shown in its section; composed by the router. */
  toolEntries?: Partial<Record<string, ReactNode>>;
}

/** Home: hero, the six tiles, a section per tool, and the contact section (composed by the router). */
export function HomePage({ contactForm, toolEntries = {} }: HomePageProps) {
  return (
    <>
      <Hero />
      <ToolTiles />
      <ToolSections entries={toolEntries} />
      <Box
        id="contact"
        component="section"
        aria-labelledby="contact-title"
        sx={{ py: { xs: 4, md: 6 }, scrollMarginTop: 72, ...BELOW_THE_FOLD }}
      >
        <Container maxWidth="sm">
          <Typography id="contact-title" variant="h4" component="h2" gutterBottom>
            Contact
          </Typography>
          <Typography sx={{ mb: 3 }}>Leave your name, e-mail and a message, and an expert will reach out.</Typography>
          {contactForm}
        </Container>
      </Box>
    </>
  );
}
