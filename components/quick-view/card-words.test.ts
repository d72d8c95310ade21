import {
  quickViewLabelledBy,
  quickViewNameParts,
  readCardWords,
} from '@/components/quick-view/card-words';

/** A page with the cards' markup as WorkCard writes it (the parts card-words reads). */
function pageWith(cards: string): Document {
  document.body.innerHTML = `<ul>${cards}</ul>`;
  return document;
}

const card = (id: number, { kind = true } = {}) => `
  <li><div>
    <a href="/portofolio/${id}" aria-labelledby="work-name-${id}">
      <span><picture><img src="/c${id}.webp" alt="Cover &amp; screen ${id}"></picture></span>
      <div>
        <h3 id="work-name-${id}">Project ${id}</h3>
        ${kind ? `<span data-card-word="kind">Kind ${id}</span>` : ''}
        <span data-card-word="description">Words of project ${id}, with "quotes" &lt;3</span>
      </div>
    </a>
    <button type="button" aria-labelledby="work-quick-view-before work-name-${id}"></button>
  </div></li>`;

describe('the words the quick view reads from a card', () => {
  it('reads the name, kind, description and cover text of the card asked for, not another', () => {
    const document = pageWith(card(3) + card(14));
    expect(readCardWords(document, 14)).toEqual({
      name: 'Project 14',
      kind: 'Kind 14',
      description: 'Words of project 14, with "quotes" <3',
      alt: 'Cover & screen 14',
    });
    expect(readCardWords(document, 3)?.name).toBe('Project 3');
  });

  it('reads nothing for a project without a card, or a card without a part', () => {
    expect(readCardWords(pageWith(card(1)), 2)).toBeNull();
    expect(readCardWords(pageWith(card(1, { kind: false })), 1)).toBeNull();
  });
});

describe("the quick-view button's name", () => {
  it('points at the words before and after the name, and at the card heading between them', () => {
    expect(quickViewNameParts('Quick view: {name}')).toEqual({ before: 'Quick view:' });
    expect(quickViewNameParts('{name} sekilas')).toEqual({ after: 'sekilas' });
    expect(quickViewNameParts('Lihat {name} sekilas')).toEqual({
      before: 'Lihat',
      after: 'sekilas',
    });
    expect(quickViewLabelledBy(7, { before: 'Quick view:' })).toBe(
      'work-quick-view-before work-name-7',
    );
    expect(quickViewLabelledBy(7, { before: 'Lihat', after: 'sekilas' })).toBe(
      'work-quick-view-before work-name-7 work-quick-view-after',
    );
    expect(quickViewLabelledBy(7, {})).toBe('work-name-7');
  });
});
