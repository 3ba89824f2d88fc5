import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptFileValue, DEFAULT_MAX_BYTES, fileNameProblem, formatBytes, sizeProblem, typeFromName, uploadProblem } from './file-rules';

describe('formatBytes (decimal: 1 MB = 1,000,000 bytes)', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [999_499, '999 KB'],
    [1_000_000, '1 MB'],
    [1_250_000, '1.3 MB'],
    [20_000_000, '20 MB'],
    [2_000_000_000, '2 GB'],
  ])('%d → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
  it('reads nothing for a size that is not one', () => {
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});

describe('checks before an upload', () => {
  it('refuses 0 bytes and over the limit, naming the maximum', () => {
    expect(sizeProblem(0, DEFAULT_MAX_BYTES)).toBe('This file is empty.');
    expect(sizeProblem(DEFAULT_MAX_BYTES, DEFAULT_MAX_BYTES)).toBeNull();
    expect(sizeProblem(DEFAULT_MAX_BYTES + 1, DEFAULT_MAX_BYTES)).toBe('This file is too large. The maximum size is 20 MB.');
    expect(sizeProblem(2_000_000_000, 1_500_000)).toBe('This file is too large. The maximum size is 1.5 MB.');
  });
  it('knows an allowed type by the browser\'s claim or by extension, and refuses others first', () => {
    expect(typeFromName('photo.JPG')?.mime).toBe('image/jpeg');
    expect(typeFromName('scan', 'application/pdf')?.mime).toBe('application/pdf');
    expect(typeFromName('page.html', 'text/html')).toBeNull();
    expect(typeFromName('logo.svg', 'image/svg+xml')).toBeNull();
    expect(typeFromName('.png')).toBeNull(); // a dot file has no extension
    expect(uploadProblem({ name: 'setup.exe', size: 10, type: 'application/x-msdownload' }, 100)).toBe(
      'This file type is not supported. You can upload images (JPEG, PNG, GIF, WebP), PDF, text, audio (MP3, WAV, Ogg, M4A), video (MP4, WebM) and ZIP.',
    );
    expect(uploadProblem({ name: 'big.mp4', size: 101, type: 'video/mp4' }, 100)).toBe('This file is too large. The maximum size is 100 bytes.');
    expect(uploadProblem({ name: 'ok.txt', size: 100, type: '' }, 100)).toBeNull();
  });
  it('offers every allowed type to the file chooser', () => {
    expect(acceptAttribute().split(',')).toEqual(expect.arrayContaining(['image/png', '.png', '.pdf', 'application/zip']));
  });
});

describe('fileNameProblem', () => {
  it.each([
    ['', 'Please enter a file name'],
    ['   ', 'Please enter a file name'],
    ['../../etc/passwd', 'File names cannot contain / or \\.'],
    ['a\\b', 'File names cannot contain / or \\.'],
    ['x'.repeat(10_000), 'File names can be at most 255 characters.'],
    ['nul\u0000byte', 'File names cannot contain control characters.'],
    ['line\nbreak', 'File names cannot contain control characters.'],
    ['..', 'A file name cannot be only dots.'],
  ])('%j → %s', (name, problem) => expect(fileNameProblem(name)).toBe(problem));
  it('takes ordinary names, accents and emoji, up to 255 characters counted as characters', () => {
    expect(fileNameProblem('Menu (été) 2026.pdf')).toBeNull();
    expect(fileNameProblem('..hidden')).toBeNull();
    expect(fileNameProblem('😀'.repeat(255))).toBeNull();
    expect(fileNameProblem('😀'.repeat(256))).toBe('File names can be at most 255 characters.');
  });
});

describe('acceptFileValue', () => {
  it('takes none or a file link, and keeps the previous value for anything else, saying why', () => {
    const link = '/s/0123456789abcdef01234567';
    expect(acceptFileValue(link, '')).toEqual({ value: link, problem: null });
    expect(acceptFileValue('', link)).toEqual({ value: '', problem: null });
    expect(acceptFileValue('../../etc/passwd', link)).toEqual({ value: link, problem: '../../etc/passwd is not a file link (/s/ and the file\'s id).' });
    expect(acceptFileValue('javascript:alert(1)', '').value).toBe('');
  });
});
