export * from './theme';
export * from './cv';
