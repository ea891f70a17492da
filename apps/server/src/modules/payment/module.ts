import type { ModuleDescriptor } from '../module-descriptor';
import { creditRoutes } from './credit-routes';
import { paymentRoutes } from './routes';
import { paymentPersonalData } from './personal-data';

export const paymentModule: ModuleDescriptor = {
  name: 'payment',
  personalData: paymentPersonalData,
  routes: [
    { prefix: '/api/payment', plugin: ({ payments }) => paymentRoutes(payments) },
    { prefix: '/api/payment', plugin: ({ database }) => creditRoutes(database.db) },
  ],
};
