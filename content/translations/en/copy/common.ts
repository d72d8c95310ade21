import type { CommonCopy } from '../../../copy/common';

export const commonCopy: CommonCopy = {
  numberWords: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ],
  opensInNewTab: ' (opens in a new tab)',
  backHome: 'Back to the home page',
};
