import { describe, expect, it } from 'vitest';
import { percentOf, statusLine, toStart, uploadQueue, type UploadEvent, type UploadItem } from './upload-queue';

const run = (events: UploadEvent[], start: readonly UploadItem[] = []) => events.reduce(uploadQueue, start);
const add = (key: string, size = 1000, problem: string | null = null): UploadEvent => ({ type: 'add', key, name: `${key}.txt`, size, problem });

describe('upload queue', () => {
  it('goes queued → uploading → processing → stored, with progress and its status line', () => {
    let queue = run([add('a')]);
    expect(queue[0]).toMatchObject({ status: 'queued', loaded: 0 });
    queue = run([{ type: 'start', key: 'a' }, { type: 'progress', key: 'a', loaded: 420 }], queue);
    expect(percentOf(queue[0]!)).toBe(42);
    expect(statusLine(queue[0]!)).toBe('Uploading… 42%');
    // Progress never goes back nor past the size.
    queue = run([{ type: 'progress', key: 'a', loaded: 100 }], queue);
    expect(queue[0]!.loaded).toBe(420);
    queue = run([{ type: 'progress', key: 'a', loaded: 5000 }], queue);
    expect(queue[0]!.loaded).toBe(1000);
    queue = run([{ type: 'sent', key: 'a' }], queue);
    expect(statusLine(queue[0]!)).toBe('Processing…');
    queue = run([{ type: 'stored', key: 'a', fileId: 'f1' }], queue);
    expect(queue[0]).toMatchObject({ status: 'stored', fileId: 'f1' });
    expect(statusLine(queue[0]!)).toBe('Uploaded');
  });

  it('keeps a file refused before upload out of the uploads, with its reason', () => {
    const queue = run([add('big', 10, 'This file is too large. The maximum size is 20 MB.')]);
    expect(queue[0]!.status).toBe('refused');
    expect(toStart(queue)).toEqual([]);
    expect(statusLine(queue[0]!)).toBe('This file is too large. The maximum size is 20 MB.');
  });

  it('runs at most three at once, starting the next as one finishes', () => {
    let queue = run(['a', 'b', 'c', 'd'].map((key) => add(key)));
    expect(toStart(queue)).toEqual(['a', 'b', 'c']);
    queue = run(['a', 'b', 'c'].map((key): UploadEvent => ({ type: 'start', key })), queue);
    expect(toStart(queue)).toEqual([]);
    queue = run([{ type: 'cancel', key: 'b' }], queue);
    expect(toStart(queue)).toEqual(['d']);
    expect(toStart(queue, 1)).toEqual([]);
  });

  it('tells a lost connection from a refusal (SPEC.md §8 texts)', () => {
    const queue = run([add('a'), add('b'), { type: 'start', key: 'a' }, { type: 'start', key: 'b' }, { type: 'lost', key: 'a' }, { type: 'sent', key: 'b' }, { type: 'refused', key: 'b', reason: 'Programs and scripts cannot be uploaded.' }]);
    expect(queue.map(statusLine)).toEqual(['File upload failed to complete', 'File processing failed: Programs and scripts cannot be uploaded.']);
  });

  it('a cancelled upload stays cancelled whatever arrives late; dismiss removes only finished ones', () => {
    let queue = run([add('a'), add('b'), { type: 'start', key: 'a' }, { type: 'cancel', key: 'a' }]);
    queue = run([{ type: 'progress', key: 'a', loaded: 900 }, { type: 'stored', key: 'a', fileId: 'x' }, { type: 'lost', key: 'a' }], queue);
    expect(queue[0]).toMatchObject({ status: 'cancelled', fileId: null, loaded: 0 });
    expect(statusLine(queue[0]!)).toBe('File processing cancelled');
    queue = run([{ type: 'dismiss', key: 'a' }, { type: 'dismiss', key: 'b' }], queue);
    expect(queue.map((item) => item.key)).toEqual(['b']);
    // The same key twice is one upload.
    expect(run([add('b')], queue)).toHaveLength(1);
  });
});
