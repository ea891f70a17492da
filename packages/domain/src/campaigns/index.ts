export * from './billing';
export * from './campaign';
export * from './contacts';
export * from './payment';
export * from './messages';
export * from './replies';
export * from './submit';
export * from './templates';
