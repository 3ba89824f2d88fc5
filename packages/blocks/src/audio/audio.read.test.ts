// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fallbackReason, parseBlockData } from '@sqs/runtime/contracts/block-data';
import { onReport } from '@sqs/runtime/report';
import { NO_TRACKS, readAudio, type AudioContent } from './audio.read';
import { audioSettings, type AudioSettings } from './audio.settings';

function host(html: string, json?: string): { el: HTMLElement; settings: AudioSettings; warnings: string[] } {
  const doc = new DOMParser().parseFromString(`<sqs-audio>${html}</sqs-audio>`, 'text/html');
  const el = doc.querySelector('sqs-audio') as HTMLElement;
  const result = audioSettings.read(parseBlockData(json), () => null);
  if (!result.ok) throw new Error(result.error);
  return { el, settings: result.value, warnings: result.warnings };
}

const content = (el: HTMLElement, settings: AudioSettings) => {
  const read = readAudio(el, settings);
  if (fallbackReason(read) !== null) throw new Error('kept the fallback');
  return read as AudioContent;
};

describe('sqs-audio server HTML', () => {
  it('reads one track per <audio>, titled by title, aria-label or figcaption', () => {
    const { el, settings } = host(`
      <figure><figcaption>Opening</figcaption><audio src="/1.mp3" controls></audio></figure>
      <audio title="Second" src="/2.mp3" controls></audio>
      <audio aria-label="Third" controls><source src="/3.mp3" type="audio/mpeg"></audio>
      <audio controls src="javascript:alert(1)"></audio>
      <audio controls src="/5.mp3"></audio>`);
    expect(content(el, settings).tracks).toEqual([
      { title: 'Opening', src: '/1.mp3' },
      { title: 'Second', src: '/2.mp3' },
      { title: 'Third', src: '/3.mp3' },
      { title: 'Track 4', src: '/5.mp3' },
    ]);
  });

  it('lets the block JSON give the tracks, titles missing there taken from the HTML', () => {
    const { el, settings } = host('<audio title="From HTML" src="/x.mp3"></audio>', JSON.stringify({ tracks: [{ audioAssetUrl: '/a.mp3' }, { title: 'B', audioAssetUrl: '/b.mp3' }] }));
    expect(content(el, settings).tracks).toEqual([
      { title: 'From HTML', src: '/a.mp3' },
      { title: 'B', src: '/b.mp3' },
    ]);
    const single = host('', JSON.stringify({ title: 'Solo', audioAssetUrl: '/solo.mp3' }));
    expect(content(single.el, single.settings).tracks).toEqual([{ title: 'Solo', src: '/solo.mp3' }]);
  });

  it('keeps 60 of an album of 500 from the JSON, with a warning', () => {
    const tracks = Array.from({ length: 500 }, (_, i) => ({ title: `T${i}`, audioAssetUrl: `/${i}.mp3` }));
    const { el, settings, warnings } = host('', JSON.stringify({ tracks }));
    expect(content(el, settings).tracks).toHaveLength(60);
    expect(warnings).toEqual(['album of 500 tracks: only the first 60 are kept (SPEC.md §9)']);
  });

  it('keeps 60 of an album of 500 in the HTML, reported once', () => {
    const reports: string[] = [];
    const stop = onReport((r) => reports.push(r.message));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el, settings } = host(Array.from({ length: 500 }, (_, i) => `<audio src="/${i}.mp3"></audio>`).join(''));
    expect(content(el, settings).tracks).toHaveLength(60);
    expect(content(el, settings).tracks).toHaveLength(60);
    expect(reports).toEqual(['album of 500 tracks: only the first 60 are kept (SPEC.md §9)']);
    stop();
    error.mockRestore();
  });

  it('keeps the server players when nothing is playable', () => {
    const { el, settings } = host('<p>No audio here</p><audio controls></audio>');
    expect(fallbackReason(readAudio(el, settings))).toBe(NO_TRACKS);
  });
});
