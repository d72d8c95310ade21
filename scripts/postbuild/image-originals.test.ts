import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropImageOriginals } from '@/scripts/postbuild/image-originals.mjs';

describe('dropImageOriginals', () => {
  it('removes the converted originals and their empty folders, and keeps any other file', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'originals-'));
    const write = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), 'x');
    };
    write('images/projects/tokoku.jpg');
    write('images/profile.png');
    write('images/diagram.svg');
    write('img/profile-320.12345678.avif');
    const manifest = {
      images: {
        'projects/tokoku': { file: 'public/images/projects/tokoku.jpg' },
        profile: { file: 'public/images/profile.png' },
      },
    };
    expect(dropImageOriginals(out, manifest)).toBe(2);
    expect(fs.existsSync(path.join(out, 'images', 'projects'))).toBe(false);
    expect(fs.readdirSync(path.join(out, 'images'))).toEqual(['diagram.svg']);
    expect(fs.existsSync(path.join(out, 'img', 'profile-320.12345678.avif'))).toBe(true);
    expect(dropImageOriginals(out, manifest)).toBe(0);
  });
});
