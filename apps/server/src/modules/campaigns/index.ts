import type { ModuleDescriptor } from '../module-descriptor';

export const campaignsModule: ModuleDescriptor = {
  name: 'campaigns',
};
