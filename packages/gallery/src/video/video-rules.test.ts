import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMessages } from '@sqs/runtime/contracts/messages';
import {
  autoplaySrc,
  commandOrigin,
  createVideoRegistry,
  CUSTOM_THUMBNAIL_TEXT,
  DEFAULT_VIDEO_RATIO,
  INVALID_EMBED_TEXT,
  isActivationKey,
  parseVideoMode,
  playerCommand,
  playLabel,
  providerOf,
  ratioFromAttributes,
  videoFrame,
  videoProblem,
  videoProblemText,
  videoTypeOf,
  VIMEO_BASIC_TEXT,
} from './video-rules';

const BASE = 'https://shop.example/pages/video';

afterEach(() => setMessages({}));

describe('video texts (SPEC.md §8 "Video")', () => {
  it('are word for word', () => {
    expect(INVALID_EMBED_TEXT).toBe('Invalid video embed.');
    expect(CUSTOM_THUMBNAIL_TEXT).toBe(
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    );
    expect(VIMEO_BASIC_TEXT).toBe('Vimeo Basic accounts are unsupported. Please share a video from a different account.');
    expect(videoProblemText('invalid-embed')).toBe(INVALID_EMBED_TEXT);
    expect(videoProblemText('custom-thumbnail')).toBe(CUSTOM_THUMBNAIL_TEXT);
    expect(videoProblemText('vimeo-basic')).toBe(VIMEO_BASIC_TEXT);
  });

  it('come through the site message table', () => {
    setMessages({ 'video.invalidEmbed': 'Vidéo intégrée invalide.', 'video.playTitled': 'Lire {title}' }, 'fr');
    expect(videoProblemText('invalid-embed')).toBe('Vidéo intégrée invalide.');
    expect(playLabel('Le port')).toBe('Lire Le port');
  });

  it('name the play control after the video', () => {
    expect(playLabel('Harbour tour')).toBe('Play Harbour tour');
    expect(playLabel('  ')).toBe('Play video');
  });
});

describe('embed types and modes (SPEC.md §4, §5)', () => {
  it('classifies iframe, object and invalid embeds by their first player', () => {
    expect(videoTypeOf(['div', 'iframe'])).toBe('iframe');
    expect(videoTypeOf(['object', 'iframe'])).toBe('object');
    expect(videoTypeOf(['EMBED'])).toBe('object');
    expect(videoTypeOf(['video'])).toBe('object');
    expect(videoTypeOf(['script', 'p'])).toBe('invalid');
    expect(videoTypeOf([])).toBe('invalid');
  });

  it('accepts none, fit, fill or null as the mode', () => {
    expect(parseVideoMode('fit')).toBe('fit');
    expect(parseVideoMode(' FILL ')).toBe('fill');
    expect(parseVideoMode(null)).toBe('none');
    expect(parseVideoMode('')).toBe('none');
    expect(parseVideoMode('cover')).toBe(null);
  });

  it('says what is wrong, the Vimeo account first, the featured image wording when one was set', () => {
    expect(videoProblem({ type: 'iframe', customThumbnail: false, vimeoBasic: false })).toBe(null);
    expect(videoProblem({ type: 'invalid', customThumbnail: false, vimeoBasic: false })).toBe('invalid-embed');
    expect(videoProblem({ type: 'invalid', customThumbnail: true, vimeoBasic: false })).toBe('custom-thumbnail');
    expect(videoProblem({ type: 'iframe', customThumbnail: true, vimeoBasic: true })).toBe('vimeo-basic');
  });
});

describe('player commands (SPEC.md §7: postMessage play and pause)', () => {
  it('knows YouTube and Vimeo by host or by the declared provider', () => {
    expect(providerOf('iframe', 'https://www.youtube.com/embed/abc', null, BASE)).toBe('youtube');
    expect(providerOf('iframe', 'https://www.youtube-nocookie.com/embed/abc', null, BASE)).toBe('youtube');
    expect(providerOf('iframe', 'https://player.vimeo.com/video/1', null, BASE)).toBe('vimeo');
    expect(providerOf('iframe', '/assets/video-standin.html', 'vimeo', BASE)).toBe('vimeo');
    expect(providerOf('iframe', 'https://notyoutube.com/embed/abc', null, BASE)).toBe('unknown');
    expect(providerOf('iframe', 'javascript:alert(1)', null, BASE)).toBe('unknown');
    expect(providerOf('video', '/v.mp4', null, BASE)).toBe('native');
    expect(providerOf('object', 'https://www.youtube.com/v/abc', null, BASE)).toBe('unknown');
  });

  it('sends the players’ own formats', () => {
    expect(playerCommand('youtube', 'play')).toBe('{"event":"command","func":"playVideo"}');
    expect(playerCommand('youtube', 'pause')).toBe('{"event":"command","func":"pauseVideo"}');
    expect(playerCommand('vimeo', 'play')).toBe('{"method":"play"}');
    expect(playerCommand('vimeo', 'pause')).toBe('{"method":"pause"}');
    expect(playerCommand('unknown', 'pause')).toBe(null);
    expect(playerCommand('native', 'pause')).toBe(null);
  });

  it('only ever to the iframe’s own origin', () => {
    expect(commandOrigin('https://www.youtube.com/embed/abc?x=1', BASE)).toBe('https://www.youtube.com');
    expect(commandOrigin('/assets/video-standin.html', BASE)).toBe('https://shop.example');
    expect(commandOrigin('data:text/html,hi', BASE)).toBe(null);
    expect(commandOrigin(null, BASE)).toBe(null);
    expect(commandOrigin('http://[bad', BASE)).toBe(null);
  });

  it('asks the player to start on insert, and YouTube to listen', () => {
    expect(autoplaySrc('https://www.youtube.com/embed/abc?rel=0', 'youtube', BASE)).toBe('https://www.youtube.com/embed/abc?rel=0&autoplay=1&enablejsapi=1');
    expect(autoplaySrc('https://player.vimeo.com/video/1', 'vimeo', BASE)).toBe('https://player.vimeo.com/video/1?autoplay=1');
    expect(autoplaySrc('https://other.example/embed', 'unknown', BASE)).toBe('https://other.example/embed');
  });
});

describe('sizing', () => {
  it('reads the aspect ratio from width and height, defaulting to 56.3 % (SPEC.md §9)', () => {
    expect(ratioFromAttributes('640', '360')).toBe('640 / 360');
    expect(ratioFromAttributes('100%', '360')).toBe(null);
    expect(ratioFromAttributes(null, '360')).toBe(null);
    expect(DEFAULT_VIDEO_RATIO).toBe('100 / 56.3');
  });

  it('fits inside, fills over, or leaves the player alone', () => {
    const box = { width: 400, height: 400 };
    expect(videoFrame('fit', box, 2)).toEqual({ width: 400, height: 200, left: 0, top: 100 });
    expect(videoFrame('fill', box, 2)).toEqual({ width: 800, height: 400, left: -200, top: 0 });
    expect(videoFrame('fit', box, 0.5)).toEqual({ width: 200, height: 400, left: 100, top: 0 });
    expect(videoFrame('fill', box, 0.5)).toEqual({ width: 400, height: 800, left: 0, top: -200 });
    expect(videoFrame('none', box, 2)).toBe(null);
    expect(videoFrame('fit', { width: 0, height: 0 }, 2)).toBe(null);
  });

  it('always keeps the ratio; fit stays inside the box and fill covers it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), fc.double({ min: 0.1, max: 10, noNaN: true }), (w, h, ratio) => {
        const fit = videoFrame('fit', { width: w, height: h }, ratio)!;
        const fill = videoFrame('fill', { width: w, height: h }, ratio)!;
        expect(fit.width / fit.height).toBeCloseTo(ratio, 5);
        expect(fit.width <= w + 1e-6 && fit.height <= h + 1e-6).toBe(true);
        expect(fill.width >= w - 1e-6 && fill.height >= h - 1e-6).toBe(true);
      }),
    );
  });
});

describe('keyboard (SPEC.md §5: Enter 13, Space 32)', () => {
  it('activates on Enter and Space only', () => {
    expect(isActivationKey('Enter')).toBe(true);
    expect(isActivationKey(' ')).toBe(true);
    expect(isActivationKey('Spacebar')).toBe(true);
    expect(isActivationKey('Tab')).toBe(false);
  });
});

describe('the video registry: one plays at a time (SPEC.md §4)', () => {
  it('stops every other playing video when one plays', () => {
    const registry = createVideoRegistry();
    const stopA = vi.fn(() => registry.stopped('a'));
    const stopB = vi.fn();
    registry.register('a', stopA);
    registry.register('b', stopB);
    registry.played('a');
    expect(stopA).not.toHaveBeenCalled();
    registry.played('b');
    expect(stopA).toHaveBeenCalledTimes(1);
    expect(registry.isPlaying('a')).toBe(false);
    expect(registry.isPlaying('b')).toBe(true);
    registry.played('b');
    expect(stopB).not.toHaveBeenCalled();
  });

  it('forgets a video that stopped on its own or went away, and can stop all', () => {
    const registry = createVideoRegistry();
    const stop = vi.fn();
    const unregister = registry.register('a', stop);
    registry.played('a');
    registry.stopped('a');
    registry.played('b');
    expect(stop).not.toHaveBeenCalled();
    registry.played('a');
    unregister();
    registry.played('c');
    expect(stop).not.toHaveBeenCalled();
    const stopC = vi.fn();
    registry.register('c', stopC);
    registry.stopAll();
    expect(stopC).toHaveBeenCalledTimes(1);
    expect(registry.isPlaying('c')).toBe(false);
  });
});
