import { createContext, useContext, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { discardDraft } from '../../draft/campaign-draft';

type Exit = (to: string) => void;
const ExitContext = createContext<Exit | null>(null);

/**
 * Leaving the wizard (Cancel, Launch Campaign) discards the draft and navigates. The wizard renders
 * nothing meanwhile, so the emptied draft never sends it back to the first step on its way out.
 */
export function WizardExit({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const exit: Exit = (to) => {
    setLeaving(true);
    discardDraft();
    void navigate(to);
  };
  return <ExitContext.Provider value={exit}>{leaving ? null : children}</ExitContext.Provider>;
}

export function useWizardExit(): Exit {
  const exit = useContext(ExitContext);
  if (!exit) throw new Error('useWizardExit must be used inside WizardExit');
  return exit;
}
