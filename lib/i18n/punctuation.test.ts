import { joinPhrases, phraseMarks, phrasesThen } from './punctuation';

describe('phrase marks', () => {
  it('joins a name and a role with the Latin comma in English and Indonesian', () => {
    expect(joinPhrases('en-US', 'Raka Pratama', 'Junior Frontend Developer')).toBe(
      'Raka Pratama, Junior Frontend Developer',
    );
    expect(joinPhrases('id', 'Dewi Lestari', 'Pengembang Web Junior')).toBe(
      'Dewi Lestari, Pengembang Web Junior',
    );
  });

  it('writes Japanese and Chinese marks with no spaces, from a code or a full locale', () => {
    expect(phrasesThen('ja', ['山田花子', 'フロントエンド開発者'], '速いサイトを作ります。')).toBe(
      '山田花子、フロントエンド開発者。速いサイトを作ります。',
    );
    expect(phrasesThen('zh-Hant-TW', ['陳美玲', '前端工程師'], '')).toBe('陳美玲，前端工程師。');
  });

  it("writes Arabic's comma and Hindi's full stop", () => {
    expect(joinPhrases('ar-AE', 'سارة', 'مطورة ويب')).toBe('سارة، مطورة ويب');
    expect(phrasesThen('hi-IN', ['अनिल', 'वेब डेवलपर'], 'मैं वेबसाइट बनाता हूँ।')).toBe(
      'अनिल, वेब डेवलपर। मैं वेबसाइट बनाता हूँ।',
    );
  });

  it('takes the Latin marks for a language it has no entry for', () => {
    expect(phraseMarks('pt_BR')).toEqual({ comma: ', ', stop: '. ' });
    expect(phrasesThen('de', ['Jonas Weber', 'Webentwickler'], 'Ich baue schnelle Seiten.')).toBe(
      'Jonas Weber, Webentwickler. Ich baue schnelle Seiten.',
    );
  });

  it('leaves out an empty phrase rather than writing two commas', () => {
    expect(joinPhrases('en', 'Raka Pratama', '', 'Jakarta')).toBe('Raka Pratama, Jakarta');
  });
});
