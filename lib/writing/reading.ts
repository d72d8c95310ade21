/** Reading speed used for reading times, in words per minute. */
export const WORDS_PER_MINUTE = 200;
