import type { PersonalDataPart } from '../personal-data';

export const privacyPersonalData: PersonalDataPart = {
  tables: {
    privacy_requests: {
      kept: 'The record that a request was answered, and when (proof of the 45 days); its identifier is masked once the data it named is erased',
    },
  },
};
