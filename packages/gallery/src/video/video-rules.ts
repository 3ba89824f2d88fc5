/**
 * The video loader's rules (SPEC.md §4 "Video loader", §5, §7 "postMessage play/pause to
 * embedded video players", §8 "Video", §9): embed types and modes, the player commands,
 * where a player sits in its box, the activation keys, the problem texts, and a registry
 * that keeps one video playing at a time. Pure: no DOM, no React.
 */
import { message } from '@sqs/runtime/contracts/messages';

/** SPEC.md §4: an embed is an iframe player, an object (object, embed or a native video) or invalid. */
export type VideoType = 'iframe' | 'object' | 'invalid';
/** SPEC.md §5: none, fit or fill (null means none). */
export type VideoMode = 'none' | 'fit' | 'fill';
/** Whose player: it decides the command format (and whether there is one). */
export type VideoProvider = 'youtube' | 'vimeo' | 'native' | 'unknown';

/** SPEC.md §9: "Video default aspect 56.3%" (height as a share of width). */
export const VIDEO_DEFAULT_ASPECT_PERCENT = 56.3;
export const DEFAULT_VIDEO_RATIO = `100 / ${VIDEO_DEFAULT_ASPECT_PERCENT}`;

/** SPEC.md §8 "Video", word for word. */
export const INVALID_EMBED_TEXT = 'Invalid video embed.';
export const CUSTOM_THUMBNAIL_TEXT =
  'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.';
export const VIMEO_BASIC_TEXT = 'Vimeo Basic accounts are unsupported. Please share a video from a different account.';
/** Ours (SPEC.md names no label for the play control). */
export const PLAY_TEXT = 'Play video';
export const PLAY_TITLED_TEXT = 'Play {title}';

/**
 * The players' own postMessage command formats (SPEC.md §7 says only "postMessage
 * play/pause"): YouTube's IFrame API (the iframe needs `enablejsapi=1`) and Vimeo's
 * player API. Sent only to the iframe's own origin.
 */
export const PLAYER_COMMANDS: Readonly<Record<'youtube' | 'vimeo', Readonly<Record<'play' | 'pause', string>>>> = {
  youtube: { play: '{"event":"command","func":"playVideo"}', pause: '{"event":"command","func":"pauseVideo"}' },
  vimeo: { play: '{"method":"play"}', pause: '{"method":"pause"}' },
};

const EMBED_TYPES: Readonly<Record<string, VideoType>> = { iframe: 'iframe', object: 'object', embed: 'object', video: 'object' };

/** The type of the first player element of an embed (tag names in document order). */
export function videoTypeOf(tagNames: readonly string[]): VideoType {
  for (const name of tagNames) {
    const type = EMBED_TYPES[name.toLowerCase()];
    if (type) return type;
  }
  return 'invalid';
}

export function parseVideoMode(value: string | null | undefined): VideoMode | null {
  if (value === null || value === undefined || value.trim() === '') return 'none';
  const mode = value.trim().toLowerCase();
  return mode === 'none' || mode === 'fit' || mode === 'fill' ? mode : null;
}

/** An http(s) URL resolved against `base`, or null (other schemes never play). */
export function httpUrl(src: string | null | undefined, base: string): URL | null {
  if (!src || src.trim() === '') return null;
  try {
    const url = new URL(src.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const YOUTUBE_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com)$/i;
const VIMEO_HOSTS = /(^|\.)vimeo\.com$/i;

/**
 * Whose player an embed is: a `data-provider` the server set (`youtube`, `vimeo`) wins,
 * else the iframe's host; a native `<video>` is `native`.
 */
export function providerOf(tagName: string, src: string | null, declared: string | null, base: string): VideoProvider {
  if (tagName.toLowerCase() === 'video') return 'native';
  const named = declared?.trim().toLowerCase();
  if (named === 'youtube' || named === 'vimeo') return named;
  if (tagName.toLowerCase() !== 'iframe') return 'unknown';
  const url = httpUrl(src, base);
  if (!url) return 'unknown';
  if (YOUTUBE_HOSTS.test(url.hostname)) return 'youtube';
  if (VIMEO_HOSTS.test(url.hostname)) return 'vimeo';
  return 'unknown';
}

/** The message for `action`, or null when the provider takes no messages. */
export function playerCommand(provider: VideoProvider, action: 'play' | 'pause'): string | null {
  return provider === 'youtube' || provider === 'vimeo' ? PLAYER_COMMANDS[provider][action] : null;
}

/** The only origin a command may go to: the iframe's own (never `*`). */
export function commandOrigin(src: string | null, base: string): string | null {
  return httpUrl(src, base)?.origin ?? null;
}

/**
 * The iframe URL to insert on the visitor's click: `autoplay=1` (the click is the
 * visitor's wish to watch), and for YouTube `enablejsapi=1` so pause commands are heard.
 * Unknown players are left as the site wrote them.
 */
export function autoplaySrc(src: string, provider: VideoProvider, base: string): string {
  const url = httpUrl(src, base);
  if (!url || (provider !== 'youtube' && provider !== 'vimeo')) return src;
  url.searchParams.set('autoplay', '1');
  if (provider === 'youtube') url.searchParams.set('enablejsapi', '1');
  return url.href;
}

/** `width`/`height` attributes → a CSS aspect ratio, or null when either is missing or not positive. */
export function ratioFromAttributes(width: string | null, height: string | null): string | null {
  const w = Number(width);
  const h = Number(height);
  return Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? `${w} / ${h}` : null;
}

export interface Rect {
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * Where the player sits in its box (SPEC.md §4 modes): fit shows all of it, centred
 * (letterboxed); fill covers the box, centred, the overflow cropped; none leaves the
 * embed's own size (null: no styles).
 */
export function videoFrame(mode: VideoMode, box: { width: number; height: number }, ratio: number): Rect | null {
  if (mode === 'none' || box.width <= 0 || box.height <= 0 || !(ratio > 0)) return null;
  const boxRatio = box.width / box.height;
  const wider = ratio > boxRatio;
  const byWidth = mode === 'fit' ? wider : !wider;
  const width = byWidth ? box.width : box.height * ratio;
  const height = byWidth ? box.width / ratio : box.height;
  return { width, height, left: (box.width - width) / 2, top: (box.height - height) / 2 };
}

/** SPEC.md §5: controls answer Enter (13) and Space (32). */
export function isActivationKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}

export type VideoProblem = 'invalid-embed' | 'custom-thumbnail' | 'vimeo-basic';

/**
 * Why a video cannot play, if it cannot: a Vimeo Basic account (the server knows from
 * the provider's answer), or no player in the embed — worded for a custom featured
 * image when one was set, as the platform does (SPEC.md §8).
 */
export function videoProblem(input: { type: VideoType; customThumbnail: boolean; vimeoBasic: boolean }): VideoProblem | null {
  if (input.vimeoBasic) return 'vimeo-basic';
  if (input.type === 'invalid') return input.customThumbnail ? 'custom-thumbnail' : 'invalid-embed';
  return null;
}

/** The visible text of a problem, through the site's message table. */
export function videoProblemText(problem: VideoProblem): string {
  switch (problem) {
    case 'invalid-embed':
      return message('video.invalidEmbed', INVALID_EMBED_TEXT);
    case 'custom-thumbnail':
      return message('video.customThumbnail', CUSTOM_THUMBNAIL_TEXT);
    case 'vimeo-basic':
      return message('video.vimeoBasic', VIMEO_BASIC_TEXT);
  }
}

/** The play control's accessible name. */
export function playLabel(title: string): string {
  const trimmed = title.trim();
  return trimmed ? message('video.playTitled', PLAY_TITLED_TEXT, { title: trimmed }) : message('video.play', PLAY_TEXT);
}

export interface VideoRegistry {
  /** `stop` returns the video to its overlay; called when another one starts. */
  register(id: string, stop: () => void): () => void;
  /** `id` starts playing: every other playing video is stopped first (SPEC.md §4). */
  played(id: string): void;
  /** `id` went back to its overlay by itself. */
  stopped(id: string): void;
  /** Stops every playing video (a lightbox closing, a page hiding). */
  stopAll(): void;
  isPlaying(id: string): boolean;
}

export function createVideoRegistry(): VideoRegistry {
  const stops = new Map<string, () => void>();
  const playing = new Set<string>();
  const stopOthers = (except: string | null) => {
    for (const other of [...playing]) {
      if (other === except) continue;
      playing.delete(other);
      stops.get(other)?.();
    }
  };
  return {
    register(id, stop) {
      stops.set(id, stop);
      return () => {
        if (stops.get(id) === stop) stops.delete(id);
        playing.delete(id);
      };
    },
    played(id) {
      stopOthers(id);
      playing.add(id);
    },
    stopped(id) {
      playing.delete(id);
    },
    stopAll() {
      stopOthers(null);
    },
    isPlaying: (id) => playing.has(id),
  };
}
