// What tests of other modules may use of the numbers module; never imported by src.
export { NumberLookupUnavailable, type LineTypes, type ReassignedNumbers } from './providers/number-lookups';
export { loadSandboxNumbers, sandboxLineTypes, sandboxReassignedNumbers } from './providers/sandbox-numbers';
