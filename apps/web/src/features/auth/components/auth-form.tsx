import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The auth dialogs' and pages' form: a POST, so a send before the page's script runs puts nothing typed in an
 * address (the server answers with the page); the script's `onSubmit` handles it once the page is live.
 */
export function AuthForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Stack component="form" method="post" noValidate onSubmit={onSubmit} spacing={2} aria-label={label} sx={{ pt: 1 }}>
      {children}
    </Stack>
  );
}
