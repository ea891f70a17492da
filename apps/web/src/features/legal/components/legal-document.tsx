import { Box, Container, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

// Long emails and URLs must wrap instead of widening the page on a 360px phone.
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

export function LegalDocument({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, ...wrapAnywhere }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', sm: '3rem' } }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: { xs: 3, sm: 4 } }}>
        Last updated: {updated}
      </Typography>
      <Stack spacing={{ xs: 3, sm: 4 }}>{children}</Stack>
    </Container>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

export function LegalSubheading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h3" sx={{ pt: 0.5 }}>
      {children}
    </Typography>
  );
}

export function LegalParagraph({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" component="p">
      {children}
    </Typography>
  );
}

export function LegalList({ items }: { items: readonly ReactNode[] }) {
  return (
    <List disablePadding sx={{ listStyleType: 'disc', pl: 3 }}>
      {items.map((item, index) => (
        // The lists are static text, so the position is a stable key.
        <ListItem key={index} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
          <Typography variant="body1" component="span">
            {item}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

export function MailLink({ email }: { email: string }) {
  return <Link href={`mailto:${email}`}>{email}</Link>;
}

export function PhoneLink({ phone }: { phone: string }) {
  return <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>;
}
