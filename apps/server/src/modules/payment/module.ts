import type { ModuleDescriptor } from '../module-descriptor';
import { paymentRoutes } from './routes';

export const paymentModule: ModuleDescriptor = {
  name: 'payment',
  routes: [{ prefix: '/api/payment', plugin: ({ payments }) => paymentRoutes(payments) }],
};
