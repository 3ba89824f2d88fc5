import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALBUM_TRACK_CAP, capTracks, clampTime, formatTime, nextTrack, playText, previousTrack, safeTrackUrl, tracksFromJson } from './audio.logic';

describe('album cap (SPEC.md §9 "tracks per album 60")', () => {
  it('keeps 60 of 500 and says how many were cut', () => {
    const { tracks, cut } = capTracks(Array.from({ length: 500 }, (_, i) => i));
    expect(ALBUM_TRACK_CAP).toBe(60);
    expect(tracks).toHaveLength(60);
    expect(tracks.at(-1)).toBe(59);
    expect(cut).toBe(440);
  });

  it('never keeps more than 60, never drops one under the cap', () => {
    fc.assert(
      fc.property(fc.nat({ max: 300 }), (n) => {
        const { tracks, cut } = capTracks(Array(n).fill(0));
        expect(tracks.length).toBe(Math.min(n, 60));
        expect(tracks.length + cut).toBe(n);
      }),
    );
  });
});

describe('track addresses', () => {
  it('keeps http(s) and relative addresses, refuses other schemes', () => {
    expect(safeTrackUrl('https://cdn.example/a.mp3')).toBe('https://cdn.example/a.mp3');
    expect(safeTrackUrl(' /assets/a.mp3 ')).toBe('/assets/a.mp3');
    expect(safeTrackUrl('a.mp3')).toBe('a.mp3');
    expect(safeTrackUrl('javascript:alert(1)')).toBe(null);
    expect(safeTrackUrl('data:audio/wav;base64,AAAA')).toBe(null);
    expect(safeTrackUrl('')).toBe(null);
    expect(safeTrackUrl(42)).toBe(null);
  });

  it('reads one track or an album from the block JSON, skipping broken entries', () => {
    expect(tracksFromJson({ title: ' Intro ', audioAssetUrl: '/a.mp3' })).toEqual([{ title: 'Intro', src: '/a.mp3' }]);
    expect(tracksFromJson({ tracks: [{ title: 'One', audioAssetUrl: '/1.mp3' }, null, 'x', { title: 'No url' }, { audioAssetUrl: '/3.mp3' }] })).toEqual([
      { title: 'One', src: '/1.mp3' },
      { title: '', src: '/3.mp3' },
    ]);
    expect(tracksFromJson({})).toBe(null);
    expect(tracksFromJson({ tracks: 'nope', title: 'x' })).toBe(null);
  });

  it('never reads an inherited key', () => {
    const data = Object.create({ audioAssetUrl: '/inherited.mp3' }) as Record<string, unknown>;
    expect(tracksFromJson(data)).toBe(null);
  });
});

describe('time text', () => {
  it('formats m:ss and h:mm:ss, 0:00 while unknown', () => {
    expect(formatTime(5.9)).toBe('0:05');
    expect(formatTime(184)).toBe('3:04');
    expect(formatTime(3723)).toBe('1:02:03');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Infinity)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});

describe('next, previous and seek', () => {
  it('stops after the last track', () => {
    expect(nextTrack(0, 3)).toBe(1);
    expect(nextTrack(2, 3)).toBe(null);
    expect(nextTrack(0, 1)).toBe(null);
  });

  it('restarts the track after 3 s or on the first track, else goes back one', () => {
    expect(previousTrack(2, 1)).toBe(1);
    expect(previousTrack(2, 3.5)).toBe('restart');
    expect(previousTrack(0, 0)).toBe('restart');
  });

  it('clamps a seek inside the track', () => {
    expect(clampTime(-5, 100)).toBe(0);
    expect(clampTime(150, 100)).toBe(100);
    expect(clampTime(50, 100)).toBe(50);
    expect(clampTime(Number.NaN, 100)).toBe(0);
    expect(clampTime(20, Number.NaN)).toBe(20);
  });
});

describe('play control name', () => {
  it("starts with 'Play'", () => {
    expect(playText('Intro')).toBe('Play Intro');
  });
});
