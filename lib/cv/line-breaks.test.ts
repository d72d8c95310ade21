import { lineBreakParts } from '@/lib/cv/line-breaks';

describe('lineBreakParts', () => {
  it('keeps a word in Latin letters whole', () => {
    expect(lineBreakParts('accessibility')).toEqual(['accessibility']);
    expect(lineBreakParts('Next.js,')).toEqual(['Next.js,']);
  });

  it('splits Japanese between its characters and at its ends, with an empty part at each break', () => {
    expect(lineBreakParts('東京の開発者')).toEqual([
      '',
      '東',
      '',
      '京',
      '',
      'の',
      '',
      '開',
      '',
      '発',
      '',
      '者',
      '',
    ]);
  });

  it('splits Korean syllables and full-width forms', () => {
    expect(lineBreakParts('개발자ＡＢ')).toEqual([
      '',
      '개',
      '',
      '발',
      '',
      '자',
      '',
      'Ａ',
      '',
      'Ｂ',
      '',
    ]);
  });

  it('keeps a Latin run inside Japanese whole, breaking around it', () => {
    expect(lineBreakParts('プロジェクト10件')).toEqual([
      '',
      'プ',
      '',
      'ロ',
      '',
      'ジェ',
      '',
      'ク',
      '',
      'ト',
      '',
      '10',
      '',
      '件',
      '',
    ]);
    expect(lineBreakParts('Reactで')).toEqual(['React', '', 'で', '']);
  });

  it('keeps a closing mark on the line before it and an opening one on the line after it', () => {
    expect(lineBreakParts('説明します。')).toEqual([
      '',
      '説',
      '',
      '明',
      '',
      'し',
      '',
      'ま',
      '',
      'す。',
      '',
    ]);
    expect(lineBreakParts('「茶館」、')).toEqual(['', '「茶', '', '館」、', '']);
    expect(lineBreakParts('データ・サービス')).toEqual([
      '',
      'デー',
      '',
      'タ・',
      '',
      'サー',
      '',
      'ビ',
      '',
      'ス',
      '',
    ]);
    // A word of another font's run starting with a closing mark does not start a line with it.
    expect(lineBreakParts('。東')).toEqual(['。', '', '東', '']);
  });

  it('does not start a line with a Latin mark after Japanese', () => {
    expect(lineBreakParts('日本(東京),')).toEqual(['', '日', '', '本(東', '', '京),']);
  });
});
