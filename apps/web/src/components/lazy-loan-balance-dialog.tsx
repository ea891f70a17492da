import { lazy, Suspense, useState, type ComponentProps } from 'react';

const LoanBalanceDialog = lazy(() => import('./loan-balance-dialog').then((m) => ({ default: m.LoanBalanceDialog })));

/**
 * The loan balance dialog (its form, validation and MUI's dialog and text field) as a chunk fetched the first time
 * it opens, then kept mounted (it closes with its transition): a report's first screen need not carry it.
 */
export function LazyLoanBalanceDialog(props: ComponentProps<typeof LoanBalanceDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoanBalanceDialog {...props} />
    </Suspense>
  );
}
