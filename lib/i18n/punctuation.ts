/**
 * The marks a language writes between phrases, for the few texts the site composes from the
 * owner's words rather than the owner writing them whole: a page's description ("Raka Pratama,
 * Junior Frontend Developer. I build…"), a share image's alternative text, the CV PDF's subject.
 * Japanese writes 「山田花子、フロントエンド開発者。」 with no spaces, Arabic its own comma «،»,
 * Hindi ends a sentence with «।»; English's ", " and ". " would read as mistakes there.
 * `Intl` has no such data (its list formats join with "and" or a bare space), so this is a short
 * fixed table by language; every other language takes the Latin marks. Pure, safe anywhere.
 */

/** A language's comma between two phrases and its mark between two sentences, spaces included. */
export interface PhraseMarks {
  comma: string;
  stop: string;
}

const LATIN: PhraseMarks = { comma: ', ', stop: '. ' };

/** Marks by language subtag (a locale's script does not change them). */
const MARKS_BY_LANGUAGE: Readonly<Record<string, PhraseMarks>> = {
  ja: { comma: '、', stop: '。' },
  zh: { comma: '，', stop: '。' },
  yue: { comma: '，', stop: '。' },
  ar: { comma: '، ', stop: '. ' },
  fa: { comma: '، ', stop: '. ' },
  ur: { comma: '، ', stop: '۔ ' },
  ps: { comma: '، ', stop: '. ' },
  ckb: { comma: '، ', stop: '. ' },
  sd: { comma: '، ', stop: '. ' },
  ug: { comma: '، ', stop: '. ' },
  hi: { comma: ', ', stop: '। ' },
  bn: { comma: ', ', stop: '। ' },
  ne: { comma: ', ', stop: '। ' },
  th: { comma: ' ', stop: ' ' },
  lo: { comma: ' ', stop: ' ' },
  my: { comma: '၊ ', stop: '။ ' },
  am: { comma: '፣ ', stop: '። ' },
  ti: { comma: '፣ ', stop: '። ' },
  hy: { comma: ', ', stop: '։ ' },
};

/** The phrase marks of a language, from its code or locale ('ja', 'zh-Hant-TW', 'ar-AE'). */
export function phraseMarks(locale: string): PhraseMarks {
  const language = locale.split(/[-_]/)[0]!.toLowerCase();
  return MARKS_BY_LANGUAGE[language] ?? LATIN;
}

/** Phrases joined by the language's comma: "Raka Pratama, Junior Frontend Developer". */
export function joinPhrases(locale: string, ...phrases: string[]): string {
  return phrases.filter(Boolean).join(phraseMarks(locale).comma);
}

/**
 * A sentence of phrases followed by the owner's own text, in the language's marks: "Raka
 * Pratama, Junior Frontend Developer. I build…". The stop's space is dropped at the end.
 */
export function phrasesThen(locale: string, phrases: string[], text: string): string {
  const { stop } = phraseMarks(locale);
  const sentence = joinPhrases(locale, ...phrases);
  return text ? `${sentence}${stop}${text}` : `${sentence}${stop.trimEnd()}`;
}
