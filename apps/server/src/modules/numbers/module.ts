import type { ModuleDescriptor } from '../module-descriptor';
import { numbersPersonalData } from './personal-data';

/** Numbers: the checks before a campaign text (reassigned since consent, line type). No routes or workers. */
export const numbersModule: ModuleDescriptor = {
  name: 'numbers',
  personalData: numbersPersonalData,
};
