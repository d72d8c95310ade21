import { EMPTY_FIELDS, fieldsOfForm, hasContent } from '@/lib/contact/fields';

function formWith(values: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement(name === 'message' ? 'textarea' : 'input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

describe('fieldsOfForm', () => {
  it('reads the three fields the visitor typed, and nothing else', () => {
    const form = formWith({
      user_name: 'Ana Lima',
      user_email: 'ana@example.com',
      message: 'Hi!\nTwo lines.',
      website: 'a bot was here',
    });
    expect(fieldsOfForm(form)).toEqual({
      user_name: 'Ana Lima',
      user_email: 'ana@example.com',
      message: 'Hi!\nTwo lines.',
    });
  });

  it('leaves a missing field (or a missing form) empty', () => {
    expect(fieldsOfForm(formWith({ user_name: 'Ana' }))).toEqual({
      ...EMPTY_FIELDS,
      user_name: 'Ana',
    });
    expect(fieldsOfForm(null)).toEqual(EMPTY_FIELDS);
    expect(hasContent(fieldsOfForm(formWith({ user_name: '', message: '' })))).toBe(false);
  });
});
