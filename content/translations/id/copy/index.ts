/** The Indonesian words of every module of `content/copy/`, under the same names. */
export * from './common';
export * from './contact';
export * from './errors';
export * from './home';
export * from './layout';
export * from './project';
export * from './share';
export * from './theme';
export * from './cv';
export * from './writing';
