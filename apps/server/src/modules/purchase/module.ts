import type { ModuleDescriptor } from '../module-descriptor';
import { purchaseRoutes } from './routes';

export const purchaseModule: ModuleDescriptor = {
  name: 'purchase',
  routes: [{ prefix: '/api/home', plugin: ({ purchase }) => purchaseRoutes(purchase) }],
};
