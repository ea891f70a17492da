import type { ModuleDescriptor } from '../module-descriptor';

export const contactsModule: ModuleDescriptor = {
  name: 'contacts',
};
