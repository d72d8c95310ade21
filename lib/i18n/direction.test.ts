import { textDirection } from '@/lib/i18n/direction';

describe('textDirection', () => {
  it.each([
    'ar',
    'ar-EG',
    'fa-IR',
    'he',
    'he-IL',
    'ur-PK',
    'ps',
    'ckb-IQ',
    'dv',
    'yi',
    'pa-Arab-PK',
    'az-Arab',
  ])('%s is written right to left', (tag) => {
    expect(textDirection(tag)).toBe('rtl');
  });

  it.each([
    'en',
    'en-US',
    'id-ID',
    'vi-VN',
    'ja',
    'zh-Hant-TW',
    'hi-IN',
    'ku',
    'ku-Latn',
    'pa-IN',
    'tr',
    'uz-Cyrl',
  ])('%s is written left to right', (tag) => {
    expect(textDirection(tag)).toBe('ltr');
  });

  it('reads the script before the language', () => {
    // Uyghur in Latin letters; Azerbaijani in Arabic ones.
    expect(textDirection('ug-Latn')).toBe('ltr');
    expect(textDirection('az_Arab_IR')).toBe('rtl');
  });
});
