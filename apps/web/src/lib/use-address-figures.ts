import { addressFigures, type PropertyRecord } from '@roost/domain';
import { useMemo } from 'react';
import { useToday } from './address-record-seed';
import { useLoanBalance } from './use-loan-balance';

/**
 * The balance in force for an address (see useLoanBalance) and every figure the tools show for it,
 * from the one domain function, so the PMI/MIP page, the Payment Design Center, the Refi Center and
 * the summary strip never differ by a dollar.
 */
export function useAddressFigures(record: PropertyRecord) {
  const loanBalance = useLoanBalance(record);
  const today = useToday();
  const { balance } = loanBalance;
  const figures = useMemo(() => addressFigures(record, balance, today), [record, balance, today]);
  return { ...loanBalance, figures, today };
}
