import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A profile tab whose screen is not built yet: the shell stays, with a word on what is coming. */
export function ComingSoonPage({ title, what }: { title: string; what: string }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography variant="h6" component="p">
        Coming soon
      </Typography>
      <Typography>{what}</Typography>
    </Stack>
  );
}
