import type { ModuleDescriptor } from '../module-descriptor';
import { purchaseRoutes } from './routes';
import { purchasePersonalData } from './personal-data';

export const purchaseModule: ModuleDescriptor = {
  name: 'purchase',
  personalData: purchasePersonalData,
  routes: [{ prefix: '/api/home', plugin: ({ purchase }) => purchaseRoutes(purchase) }],
};
