import type { ModuleDescriptor } from '../module-descriptor';
import { creditRoutes } from './credit-routes';
import { paymentRoutes } from './routes';

export const paymentModule: ModuleDescriptor = {
  name: 'payment',
  routes: [
    { prefix: '/api/payment', plugin: ({ payments }) => paymentRoutes(payments) },
    { prefix: '/api/payment', plugin: ({ database }) => creditRoutes(database.db) },
  ],
};
