/**
 * Every word of the site that is not the owner's data: headings, labels, button texts and
 * messages, one module per area. Placeholders in braces ({name}, {Count}, ...) are filled in by
 * the site; keep them when you reword a sentence.
 */
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
