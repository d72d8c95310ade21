import { fragmentOf } from '@/lib/navigation/fragment-focus';

describe('fragmentOf', () => {
  it("names the section a link points at, on this page or another's", () => {
    expect(fragmentOf('/#contact')).toBe('contact');
    expect(fragmentOf('/id#my-work')).toBe('my-work');
    expect(fragmentOf('/portofolio/3#case-study')).toBe('case-study');
  });

  it('is undefined for a link without one, or with an empty one', () => {
    expect(fragmentOf('/portofolio/3')).toBeUndefined();
    expect(fragmentOf('/#')).toBeUndefined();
  });
});
