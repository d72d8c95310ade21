import { getVideoId, isYouTubeUrl, normaliseVideoUrl } from '@/lib/media/video';

describe('normaliseVideoUrl', () => {
  it('adds https:// to a URL written without its protocol', () => {
    expect(normaliseVideoUrl('www.youtube.com/watch?v=jNQXAC9IVRw')).toBe(
      'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    );
  });

  it('upgrades http:// and protocol-relative URLs to https://', () => {
    expect(normaliseVideoUrl('http://youtube.com/watch?v=jNQXAC9IVRw')).toBe(
      'https://youtube.com/watch?v=jNQXAC9IVRw',
    );
    expect(normaliseVideoUrl('//youtu.be/jNQXAC9IVRw')).toBe('https://youtu.be/jNQXAC9IVRw');
  });

  it('keeps an https URL as it is, trimmed', () => {
    expect(normaliseVideoUrl('  https://youtu.be/jNQXAC9IVRw ')).toBe(
      'https://youtu.be/jNQXAC9IVRw',
    );
  });
});

describe('getVideoId', () => {
  it('reads the id after v=', () => {
    expect(getVideoId('https://www.youtube.com/watch?v=ysz5S6PUM-U')).toBe('ysz5S6PUM-U');
  });

  it('ignores other parameters such as &t=', () => {
    expect(getVideoId('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=12s')).toBe('aqz-KE-bpKQ');
    expect(getVideoId('https://www.youtube.com/watch?t=12s&v=aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
  });

  it('reads youtu.be short links and embed URLs', () => {
    expect(getVideoId('https://youtu.be/jNQXAC9IVRw?t=3')).toBe('jNQXAC9IVRw');
    expect(getVideoId('https://www.youtube.com/embed/jNQXAC9IVRw')).toBe('jNQXAC9IVRw');
  });

  it('accepts a URL without its protocol', () => {
    expect(getVideoId('www.youtube.com/watch?v=jNQXAC9IVRw')).toBe('jNQXAC9IVRw');
  });

  it('returns undefined when there is no v= and no short-link id', () => {
    expect(getVideoId('https://www.youtube.com/channel/UC123')).toBeUndefined();
    expect(getVideoId('https://www.youtube.com/watch?v=')).toBeUndefined();
    expect(getVideoId('https://www.youtube.com/watch?v=too-short')).toBeUndefined();
    expect(getVideoId('not a url at all')).toBeUndefined();
  });
});

describe('isYouTubeUrl', () => {
  it("knows YouTube's hosts, with or without the protocol, whatever the path", () => {
    for (const url of [
      'https://www.youtube.com/channel/abc',
      'youtu.be/jNQXAC9IVRw',
      'https://m.youtube.com/watch?v=jNQXAC9IVRw',
      'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
    ]) {
      expect(isYouTubeUrl(url)).toBe(true);
    }
  });

  it('says no to other video hosts and to what is not a URL', () => {
    for (const url of ['https://vimeo.com/76979871', 'https://notyoutube.com/watch', 'a b']) {
      expect(isYouTubeUrl(url)).toBe(false);
    }
  });
});
