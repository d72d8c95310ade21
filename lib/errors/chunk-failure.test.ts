import {
  chunkFailureMessage,
  describeError,
  parseChunkLoadError,
} from '@/lib/errors/chunk-failure';

/** The test's own words, so what is proved is the filling, in any owner's language. */
const chunkTitle = 'Loading chunk {chunk} failed';
const unknownError = 'Something went wrong while showing this page.';

function chunkError(message: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), { name: 'ChunkLoadError' }, extra);
}

describe('parseChunkLoadError', () => {
  it('reads the chunk id and type of a webpack chunk error', () => {
    const error = chunkError(
      'Loading chunk 123 failed.\n(missing: https://x.test/_next/static/chunks/123.js)',
      {
        type: 'missing',
        request: 'https://x.test/_next/static/chunks/123.js',
      },
    );
    expect(parseChunkLoadError(error)).toEqual({ chunk: '123', type: 'missing' });
  });

  it('falls back to the type written in the message', () => {
    expect(parseChunkLoadError(new Error('Loading chunk 7 failed.\n(timeout: /7.js)'))).toEqual({
      chunk: '7',
      type: 'timeout',
    });
    expect(
      parseChunkLoadError(new Error('Loading CSS chunk 42 failed.\n(error: /42.css)')),
    ).toEqual({
      chunk: '42',
      type: 'error',
    });
  });

  it('reads the chunk file name of a Turbopack chunk error as a network error', () => {
    const error = chunkError(
      'Failed to load chunk /_next/static/chunks/0ab1cd2ef.js from module 1234',
    );
    expect(parseChunkLoadError(error)).toEqual({ chunk: '0ab1cd2ef', type: 'error' });
  });

  it('keeps a base path and a query out of the chunk name', () => {
    const error = chunkError(
      'Failed to load chunk /portfolio/_next/static/chunks/app.js?dpl=1 from runtime',
    );
    expect(parseChunkLoadError(error)?.chunk).toBe('app');
  });

  it('recognises a ChunkLoadError by name even when its message is unusual', () => {
    const error = chunkError('network changed', {
      request: '/_next/static/chunks/99.js',
      type: 'timeout',
    });
    expect(parseChunkLoadError(error)).toEqual({ chunk: '99', type: 'timeout' });
    expect(parseChunkLoadError(chunkError('gone'))).toEqual({ chunk: 'unknown', type: 'error' });
  });

  it('returns null for any other error', () => {
    expect(parseChunkLoadError(new TypeError('x is undefined'))).toBeNull();
    expect(parseChunkLoadError('Loading failed')).toBeNull();
    expect(parseChunkLoadError(null)).toBeNull();
  });
});

describe('chunkFailureMessage', () => {
  it('words the headline "Loading chunk {chunk} failed"', () => {
    expect(chunkFailureMessage({ chunk: '123', type: 'missing' }, chunkTitle)).toBe(
      'Loading chunk 123 failed',
    );
  });
});

describe('describeError', () => {
  it('gives the status of a response-like error', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' }, unknownError)).toBe(
      '404 Not Found',
    );
    expect(describeError({ status: 500 }, unknownError)).toBe('500');
  });

  it('gives the message of an error, or of a thrown string', () => {
    expect(describeError(new Error('  Connection closed. '), unknownError)).toBe(
      'Connection closed.',
    );
    expect(describeError('boom', unknownError)).toBe('boom');
  });

  it('gives a generic line when there is nothing to say', () => {
    expect(describeError(undefined, unknownError)).toMatch(/Something went wrong/);
    expect(describeError(new Error(''), unknownError)).toMatch(/Something went wrong/);
  });
});
