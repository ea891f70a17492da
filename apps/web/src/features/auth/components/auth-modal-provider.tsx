import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { OpenAuthModal } from './auth-dialog';
import { AuthModalContext, type AuthModalApi, type AuthModalKind, type AuthModalOptions } from './auth-modal-context';

// The dialog, its forms and their validation load when a modal is first opened: every page's first load is
// lighter by them, and a click waits only for that small chunk once.
const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })));

/** Hosts the identity modals; mount it inside the router (the modals navigate). */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  // The last modal stays rendered while the dialog fades out.
  const [modal, setModal] = useState<OpenAuthModal | null>(null);
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
      {modal && (
        <Suspense fallback={null}>
          <AuthDialog modal={modal} open={isOpen} onClose={closeModal} />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}
