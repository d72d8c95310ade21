import { cvDownloadName, cvFileName } from '@/lib/cv/file-name';

describe('the CV file name', () => {
  it('is the full name joined by "-", with the language code for another language', () => {
    expect(cvFileName('Siti Nurhaliza')).toBe('Siti-Nurhaliza-CV.pdf');
    expect(cvFileName('Siti Nurhaliza', 'id')).toBe('Siti-Nurhaliza-CV-ID.pdf');
  });

  it('keeps only what an address segment can carry', () => {
    expect(cvFileName('  José  María O’Brien ')).toBe('Jose-Maria-O-Brien-CV.pdf');
    expect(cvFileName('李小龙')).toBe('CV.pdf');
  });

  it('spells a name of another alphabet in Latin letters', () => {
    expect(cvFileName('Łukasz Wiśniewski')).toBe('Lukasz-Wisniewski-CV.pdf');
    expect(cvFileName('Ayşe Yılmaz', 'tr')).toBe('Ayse-Yilmaz-CV-TR.pdf');
    expect(cvFileName('Nguyễn Văn An')).toBe('Nguyen-Van-An-CV.pdf');
    expect(cvFileName('Иван Петров')).toBe('Ivan-Petrov-CV.pdf');
  });

  it('is saved under the name in its own letters, whatever the address spells', () => {
    expect(cvDownloadName('Raka Pratama')).toBe('Raka-Pratama-CV.pdf');
    expect(cvDownloadName('山田 花子', 'ja')).toBe('山田-花子-CV-JA.pdf');
    expect(cvDownloadName('  José  María O’Brien ')).toBe('José-María-O-Brien-CV.pdf');
    expect(cvDownloadName('सुनील कुमार')).toBe('सुनील-कुमार-CV.pdf');
    expect(cvDownloadName('سارة عبد الله', 'ar')).toBe('سارة-عبد-الله-CV-AR.pdf');
  });

  it('leaves nothing in the saved name a disk refuses', () => {
    expect(cvDownloadName('A/B: "C" <D>|E*?\\F')).toBe('A-B-C-D-E-F-CV.pdf');
    expect(cvDownloadName('★')).toBe('CV.pdf');
  });
});
