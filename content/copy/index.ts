/**
 * Every word of the site that is not the owner's data, one module per area. Placeholders in
 * braces ({name}, {email}, ...) are filled in by the site; keep them when you reword a sentence.
 */
export * from './contact';
