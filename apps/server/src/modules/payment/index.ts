import type { ModuleDescriptor } from '../module-descriptor';

export const paymentModule: ModuleDescriptor = {
  name: 'payment',
};
