/**
 * The shapes of the interface words: headings, labels, button texts and messages, one module per
 * area. Types only: each language's words are in `content/translations/<code>/copy/`, written to
 * these shapes, so no language's file is needed for another to compile.
 */
export type * from './common';
export type * from './contact';
export type * from './errors';
export type * from './home';
export type * from './layout';
export type * from './project';
export type * from './share';
export type * from './theme';
export type * from './cv';
export type * from './writing';
