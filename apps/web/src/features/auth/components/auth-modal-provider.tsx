import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { AuthModalContext, type AuthModalApi, type AuthModalKind, type AuthModalOptions } from './auth-modal-context';
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

interface OpenModal extends AuthModalOptions {
  kind: AuthModalKind;
  /** Remounts the form when the same modal is opened again, so it starts clean. */
  key: number;
}

/** Hosts the identity modals; mount it inside the router (the modals navigate). */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  // The last modal stays rendered while the dialog fades out.
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const openModal = useCallback((kind: AuthModalKind, options: AuthModalOptions = {}) => {
    setModal({ kind, ...options, key: Date.now() });
    setIsOpen(true);
  }, []);
  const closeModal = useCallback(() => setIsOpen(false), []);
  const api = useMemo<AuthModalApi>(() => ({ openModal, closeModal }), [openModal, closeModal]);
  return (
    <AuthModalContext.Provider value={api}>
      {children}
      <Dialog open={isOpen} onClose={closeModal} fullWidth maxWidth="xs" aria-labelledby="auth-dialog-title">
        {modal && (
          <>
            <DialogTitle id="auth-dialog-title" sx={{ pr: 6 }}>
              {titles[modal.kind]}
            </DialogTitle>
            <IconButton aria-label="Close" onClick={closeModal} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <CloseIcon />
            </IconButton>
            <DialogContent>
              <ModalBody key={modal.key} kind={modal.kind} notice={modal.notice} />
            </DialogContent>
          </>
        )}
      </Dialog>
    </AuthModalContext.Provider>
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
