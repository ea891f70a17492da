import { createContext, useContext } from 'react';

export type AuthModalKind = 'login' | 'signup' | 'confirm' | 'forgot';

export interface AuthModalOptions {
  /** A green notice the modal opens with (Login after a password reset). */
  notice?: string;
}

export interface AuthModalApi {
  openModal: (kind: AuthModalKind, options?: AuthModalOptions) => void;
  closeModal: () => void;
}

export const AuthModalContext = createContext<AuthModalApi | null>(null);

/** Opens the Login, Sign Up, Confirm Code and Forgot Password modals from anywhere in the layout. */
export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal must be used inside AuthModalProvider');
  return api;
}
