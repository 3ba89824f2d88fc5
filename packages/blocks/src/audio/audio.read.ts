/**
 * Server HTML → sqs-audio's tracks. The fallback is one native `<audio src controls>` per
 * track (a `<source src>` child also counts), titled by its `title` or `aria-label`
 * attribute or the `<figcaption>` of its `<figure>`. Tracks in the block JSON win; their
 * missing titles come from the HTML at the same place. No playable track: the server
 * HTML stays (its players still work).
 */
import { keepFallback, type BlockFallback } from '@sqs/runtime/contracts/block-data';
import { report } from '@sqs/runtime/report';
import { capTracks, safeTrackUrl, untitledTrack, type AudioTrack } from './audio.logic';
import { tooManyTracks, type AudioSettings } from './audio.settings';

export interface AudioContent {
  tracks: AudioTrack[];
}

export type AudioProps = AudioSettings & AudioContent;

export const NO_TRACKS = 'no <audio> with a usable address and no track in the block JSON; the server players stay';

export const serverPlayers = (host: Element): HTMLAudioElement[] => [...host.querySelectorAll('audio')];

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function titleOf(audio: HTMLAudioElement): string {
  const caption = audio.closest('figure')?.querySelector('figcaption');
  return clean(audio.getAttribute('title')) || clean(audio.getAttribute('aria-label')) || clean(caption?.textContent);
}

function srcOf(audio: HTMLAudioElement): string | null {
  return safeTrackUrl(audio.getAttribute('src') ?? audio.querySelector('source[src]')?.getAttribute('src'));
}

/** The cut of a long server album is reported once per element and count. */
const reportedCuts = new WeakMap<Element, number>();

export function readAudio(host: HTMLElement, settings: AudioSettings): AudioContent | BlockFallback {
  const fromHtml = serverPlayers(host).flatMap((audio) => {
    const src = srcOf(audio);
    return src ? [{ title: titleOf(audio), src }] : [];
  });
  let tracks: AudioTrack[];
  if (settings.jsonTracks) {
    tracks = settings.jsonTracks.map((track, i) => ({ ...track, title: track.title || fromHtml[i]?.title || '' }));
  } else {
    const capped = capTracks(fromHtml);
    if (capped.cut > 0 && reportedCuts.get(host) !== fromHtml.length) {
      reportedCuts.set(host, fromHtml.length);
      report({ source: 'sqs-audio', message: tooManyTracks(fromHtml.length), element: host });
    }
    tracks = capped.tracks;
  }
  if (tracks.length === 0) return keepFallback(NO_TRACKS);
  return { tracks: tracks.map((track, i) => ({ ...track, title: track.title || untitledTrack(i + 1) })) };
}
