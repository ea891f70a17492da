import type { NumberCheckSettings } from '../../../config';
import type { NumberLookups } from '../service/check-numbers';
import { rndReassignedNumbers } from './rnd-reassigned';
import { loadSandboxNumbers, sandboxLineTypes, sandboxReassignedNumbers, sandboxNumbersPath } from './sandbox-numbers';
import { twilioLineTypes } from './twilio-line-types';

/**
 * The configured lookups: the sandbox table, the RND and Twilio Lookup, or none. The sandbox table is read (and
 * a malformed row refused) here, when the server starts.
 */
export function createNumberLookups(settings: NumberCheckSettings, now: () => Date = () => new Date()): NumberLookups {
  const usesSandbox = settings.rnd.kind === 'sandbox' || settings.lineType.kind === 'sandbox';
  const table = usesSandbox ? loadSandboxNumbers(settings.sandboxFile ?? sandboxNumbersPath) : undefined;
  const { rnd, lineType } = settings;
  return {
    reassigned:
      rnd.kind === 'rnd'
        ? rndReassignedNumbers({ ...rnd, now })
        : rnd.kind === 'sandbox' && table
          ? sandboxReassignedNumbers(table)
          : undefined,
    lineTypes:
      lineType.kind === 'twilio'
        ? twilioLineTypes(lineType)
        : lineType.kind === 'sandbox' && table
          ? sandboxLineTypes(table)
          : undefined,
  };
}
