export * from './places';
export * from './events';
export * from './editorial';
export * from './alerts';
export * from './accounts';
export * from './forms';
export * from './routes';
