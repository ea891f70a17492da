import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { AuthModalKind, AuthModalOptions } from './auth-modal-context';
import { ConfirmCodeModal } from './confirm-code-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { SignupModal } from './signup-modal';

const titles: Record<AuthModalKind, string> = {
  login: 'Login',
  signup: 'Sign Up',
  confirm: 'Confirm Code',
  forgot: 'Forgot Password',
};

export interface OpenAuthModal extends AuthModalOptions {
  kind: AuthModalKind;
  /** Remounts the form when the same modal is opened again, so it starts clean. */
  key: number;
}

/** The Login, Sign Up, Confirm Code and Forgot Password modals in one dialog; the last one stays while it fades out. */
export function AuthDialog({ modal, open, onClose }: { modal: OpenAuthModal; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="auth-dialog-title">
      <DialogTitle id="auth-dialog-title" sx={{ pr: 6 }}>
        {titles[modal.kind]}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <ModalBody key={modal.key} kind={modal.kind} notice={modal.notice} />
      </DialogContent>
    </Dialog>
  );
}

function ModalBody({ kind, notice }: { kind: AuthModalKind; notice: string | undefined }) {
  switch (kind) {
    case 'login':
      return <LoginModal notice={notice} />;
    case 'signup':
      return <SignupModal />;
    case 'confirm':
      return <ConfirmCodeModal />;
    case 'forgot':
      return <ForgotPasswordModal />;
  }
}
