import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

/** A link-looking button that switches modal or resends a code (it goes nowhere, so it is a button). */
export function ModalLink({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={onClick}
      disabled={disabled}
      sx={{ alignSelf: 'flex-start', '&:disabled': { color: 'text.disabled', cursor: 'default' } }}
    >
      {children}
    </Link>
  );
}
