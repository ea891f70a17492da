import Stack from '@mui/material/Stack';
import type { BaseSyntheticEvent, ReactNode } from 'react';

/**
 * The auth dialogs' and pages' form. Live, its `onSubmit` sends it. Sent before the page's script has started, it is
 * a React form action: React holds the send (nothing typed goes anywhere) and makes it once the form is hydrated.
 */
export function AuthForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      action={() => onSubmit()}
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label={label}
      sx={{ pt: 1 }}
    >
      {children}
    </Stack>
  );
}
