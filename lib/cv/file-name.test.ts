import { cvFileName } from '@/lib/cv/file-name';

describe('the CV file name', () => {
  it('is the full name joined by "-", with the language code for another language', () => {
    expect(cvFileName('Siti Nurhaliza')).toBe('Siti-Nurhaliza-CV.pdf');
    expect(cvFileName('Siti Nurhaliza', 'id')).toBe('Siti-Nurhaliza-CV-ID.pdf');
  });

  it('keeps only what an address segment can carry', () => {
    expect(cvFileName('  José  María O’Brien ')).toBe('Jose-Maria-O-Brien-CV.pdf');
    expect(cvFileName('李小龙')).toBe('CV.pdf');
  });
});
