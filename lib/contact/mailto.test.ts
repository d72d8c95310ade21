import { buildMailtoUrl, mailtoBody, mailtoSubject, type MailtoCopy } from '@/lib/contact/mailto';

/** The test's own words: what is proved is the filling and the encoding, in any owner's language. */
const copy: MailtoCopy = {
  subject: 'Portfolio contact from {name}',
  subjectNoName: 'Portfolio contact',
  nameLine: 'Name: ',
  emailLine: 'Email: ',
};

describe('buildMailtoUrl', () => {
  it('fills subject and body, percent-encoded', () => {
    const url = buildMailtoUrl(
      'hello@example.com',
      {
        user_name: 'Ana & Bo',
        user_email: 'ana@example.com',
        message: 'Hi?\nLine #2 😀 مرحبا <script>',
      },
      copy,
    );
    expect(url).toBe(
      'mailto:hello@example.com?subject=Portfolio%20contact%20from%20Ana%20%26%20Bo' +
        '&body=Name%3A%20Ana%20%26%20Bo%0D%0AEmail%3A%20ana%40example.com%0D%0A%0D%0A' +
        'Hi%3F%0ALine%20%232%20%F0%9F%98%80%20%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%20%3Cscript%3E',
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('subject')).toBe('Portfolio contact from Ana & Bo');
    expect(parsed.searchParams.get('body')).toBe(
      'Name: Ana & Bo\r\nEmail: ana@example.com\r\n\r\nHi?\nLine #2 😀 مرحبا <script>',
    );
  });

  it('has a plain subject when no name is given', () => {
    const empty = { user_name: ' ', user_email: '', message: '' };
    expect(mailtoSubject(empty, copy)).toBe('Portfolio contact');
    expect(mailtoBody(empty, copy)).toBe('Name: \r\nEmail: \r\n\r\n');
  });
});
