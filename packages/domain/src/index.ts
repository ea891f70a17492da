export * from './address-key';
export * from './admin';
export * from './alerts';
export * from './api-error';
export * from './auth';
export * from './campaigns';
export * from './company';
export * from './down-payment-assistance';
export * from './health';
export * from './lead';
export * from './messages';
export * from './mortgage';
export * from './phone';
export * from './property';
export * from './roles';
export * from './search-by-payment';
export * from './session';
export * from './empty-session-state';
export * from './site-routes';
export * from './teams';
export * from './solar';
export * from './user-address';
export * from './user-record';
export * from './user-mortgage';
export * from './text';
export * from './number-text';

/** The version shown in the footer and reported by the health check. */
export const APP_VERSION = 'v1.2';
