import type { SessionState } from './session';

/**
 * A new tab's session state. In a file of its own, without zod: the web app's shell starts from it before any
 * schema loads (its initial JavaScript).
 */
export const emptySessionState: SessionState = {
  page: null,
  selectedMortgage: null,
  address: null,
  payment: 0,
  homesViewed: [],
  option: null,
  loanBalance: null,
  coords: null,
};
