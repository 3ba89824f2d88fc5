/**
 * sqs-audio's rules (block types AUDIO 41 and ALBUM 60; SPEC.md §9 "tracks per album 60"):
 * the album cap, track addresses, time text, next/previous and seeking. Pure: no DOM, no React.
 */
import { message } from '@sqs/runtime/contracts/messages';

/** SPEC.md §9 "Caps: … tracks per album 60". */
export const ALBUM_TRACK_CAP = 60;

export interface AudioTrack {
  title: string;
  /** The track's address, as the server gave it (resolved by the `<audio>` element). */
  src: string;
}

/** The first 60 tracks, and how many were cut (reported by the caller). */
export function capTracks<T>(tracks: readonly T[]): { tracks: T[]; cut: number } {
  return { tracks: tracks.slice(0, ALBUM_TRACK_CAP), cut: Math.max(0, tracks.length - ALBUM_TRACK_CAP) };
}

/**
 * A track address a player may load: http(s), or a relative address. `javascript:`, `data:`
 * and other schemes from outside are refused (the track is skipped).
 */
export function safeTrackUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme && !/^https?$/i.test(scheme[1]!)) return null;
  return url;
}

/**
 * The tracks of the block JSON (CONTRACT.md §4): `{"tracks": [{"title", "audioAssetUrl"}, …]}`
 * for an album, else `{"title", "audioAssetUrl"}` for one track; null when it gives none.
 * Entries that are not objects or have no usable address are skipped.
 */
export function tracksFromJson(data: Readonly<Record<string, unknown>>): AudioTrack[] | null {
  const entry = (value: unknown): AudioTrack | null => {
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const src = safeTrackUrl(Object.hasOwn(record, 'audioAssetUrl') ? record.audioAssetUrl : undefined);
    if (!src) return null;
    const title = Object.hasOwn(record, 'title') && typeof record.title === 'string' ? record.title.trim() : '';
    return { title, src };
  };
  if (Object.hasOwn(data, 'tracks') && Array.isArray(data.tracks)) {
    return data.tracks.map(entry).filter((track): track is AudioTrack => track !== null);
  }
  const one = entry(data);
  return one ? [one] : null;
}

/** '0:05', '3:04', '1:02:03'; '0:00' for a time not known yet (NaN, Infinity, negative). */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The next track, or null after the last (playback stops at the album's end). */
export function nextTrack(index: number, count: number): number | null {
  return index + 1 < count ? index + 1 : null;
}

/** Past this many seconds, Previous restarts the track (as players do); before, it goes back one. */
export const RESTART_AFTER_S = 3;

/** 'restart' the current track, or the index to go to. */
export function previousTrack(index: number, currentTime: number): number | 'restart' {
  return currentTime > RESTART_AFTER_S || index === 0 ? 'restart' : index - 1;
}

/** A seek target inside [0, duration] (duration unknown: not past the current time's end). */
export function clampTime(time: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Math.max(0, time);
  return Math.min(end, Math.max(0, Number.isFinite(time) ? time : 0));
}

/** Fallback of `audio.play` and `audio.pause`: the play control's name starts with 'Play' (issue 15). */
export const PLAY_TEXT = 'Play {title}';
export const PAUSE_TEXT = 'Pause {title}';
export const UNTITLED_TRACK_TEXT = 'Track {n}';

export const playText = (title: string) => message('audio.play', PLAY_TEXT, { title });
export const pauseText = (title: string) => message('audio.pause', PAUSE_TEXT, { title });
export const untitledTrack = (n: number) => message('audio.untitledTrack', UNTITLED_TRACK_TEXT, { n });
/** The seek slider's spoken value: '0:12 of 3:04'. */
export const timeValueText = (time: number, duration: number) =>
  message('audio.timeOf', '{time} of {duration}', { time: formatTime(time), duration: formatTime(duration) });
