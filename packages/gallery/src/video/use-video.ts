/**
 * State, then behaviour, for one video (SPEC.md §4 "Video loader"): an overlay with a
 * play control until the visitor plays; then the player, built from the embed at that
 * moment (nothing third-party is requested before); playing one video returns every
 * other to its overlay. Returning to the overlay pauses a player that takes commands
 * and removes one that does not (it is rebuilt on the next play).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { on } from '@sqs/runtime/events';
import { buildEmbed, inspectEmbed, type EmbedInput } from './embed';
import {
  commandOrigin,
  createVideoRegistry,
  isActivationKey,
  parseVideoMode,
  playerCommand,
  playLabel,
  videoProblem,
  videoProblemText,
  type VideoMode,
  type VideoRegistry,
} from './video-rules';

/** Every player on the page (and in every gallery) shares one registry: one plays at a time. */
export const sharedVideoRegistry: VideoRegistry = createVideoRegistry();

export type VideoState = 'overlay' | 'consent' | 'playing';

export interface UseVideoOptions {
  title: string;
  embed: EmbedInput;
  /** false: not the current slide. Enter and Space on the play control do nothing, and a playing video stops. */
  active?: boolean;
  mode?: VideoMode | string | null;
  /** A custom featured image was set: an invalid embed says so (SPEC.md §8). */
  customThumbnail?: boolean;
  /** The server found the video on a Vimeo Basic account (SPEC.md §8). */
  vimeoBasic?: boolean;
  /** Remove the player when it stops, even if it could be paused (SPEC.md §4: "or refreshed"). */
  refreshOnStop?: boolean;
  onPlay?: () => void;
  onStop?: () => void;
  /** A problem text of SPEC.md §8, once. */
  onWarning?: (message: string) => void;
  registry?: VideoRegistry;
}

export function useVideo(options: UseVideoOptions) {
  const { title, embed, active = true, customThumbnail = false, vimeoBasic = false } = options;
  const id = useId();
  const registry = options.registry ?? sharedVideoRegistry;
  const mode: VideoMode = parseVideoMode(options.mode ?? 'fit') ?? 'fit';
  const info = useMemo(() => inspectEmbed(embed, typeof document === 'undefined' ? undefined : document), [embed]);
  const problem = videoProblem({ type: info.type, customThumbnail, vimeoBasic });
  const thirdParty = info.url !== null && typeof location !== 'undefined' && new URL(info.url).origin !== location.origin;

  const [state, setStateValue] = useState<VideoState>('overlay');
  // The registry calls stop() from another player's handler: it reads the state here.
  const stateRef = useRef<VideoState>('overlay');
  const setState = useCallback((next: VideoState) => {
    stateRef.current = next;
    setStateValue(next);
  }, []);
  const stage = useRef<HTMLElement | null>(null);
  const nodes = useRef<Element[] | null>(null);
  const removePlaceholder = useRef<(() => void) | null>(null);
  const focusOnPlay = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const send = useCallback((action: 'play' | 'pause'): boolean => {
    const player = nodes.current?.[0];
    if (!player) return false;
    if (player instanceof HTMLVideoElement) {
      if (action === 'play') void player.play().catch(() => {});
      else player.pause();
      return true;
    }
    if (!(player instanceof HTMLIFrameElement)) return false;
    const command = playerCommand(info.provider, action);
    const origin = commandOrigin(player.getAttribute('src'), player.ownerDocument.baseURI);
    if (!command || !origin) return false;
    player.contentWindow?.postMessage(command, origin);
    return true;
  }, [info.provider]);

  const stop = useCallback(() => {
    if (stateRef.current === 'overlay') return;
    removePlaceholder.current?.();
    removePlaceholder.current = null;
    const paused = !latest.current.refreshOnStop && send('pause');
    if (!paused) {
      for (const node of nodes.current ?? []) node.remove();
      nodes.current = null;
    }
    registry.stopped(id);
    setState('overlay');
    latest.current.onStop?.();
  }, [id, registry, send, setState]);

  useEffect(() => registry.register(id, stop), [id, registry, stop]);

  // One player at a time on the page, audio blocks included (issue 15): an sqs-audio that
  // starts playing returns this video to its overlay.
  useEffect(() => on(document, 'sqs-audio-play', () => stop()), [stop]);

  const start = useCallback(() => {
    const container = stage.current;
    if (!container) return;
    if (nodes.current) {
      send('play');
    } else {
      const built = buildEmbed(embed, container.ownerDocument, { title: title.trim() || playLabel('') });
      container.append(...built);
      nodes.current = built;
    }
    setState('playing');
    latest.current.onPlay?.();
  }, [embed, send, setState, title]);

  const play = useCallback(() => {
    if (problem || stateRef.current !== 'overlay') return;
    registry.played(id);
    focusOnPlay.current = true;
    const container = stage.current;
    if (!container || !thirdParty || nodes.current) {
      start();
      return;
    }
    // Under a restrictive cookie policy a third-party player waits for consent: the
    // runtime's consent gate shows a click-to-load placeholder in its place (its button
    // loads this video only; an accept in the banner loads it too). The gate is fetched
    // on the first play of a third-party video, so pages that never play pay nothing.
    setState('consent');
    const win = container.ownerDocument.defaultView ?? window;
    void import('@sqs/runtime/consent/consent-gate').then(
      (gate) => {
        if (stateRef.current !== 'consent') return; // stopped meanwhile
        if (gate.thirdPartyAllowed(win)) {
          start();
          return;
        }
        removePlaceholder.current = gate.renderConsentPlaceholder(container, {
          label: providerLabel(info.provider, info.url),
          onAllow: (reason) => {
            removePlaceholder.current = null;
            // A click on the placeholder moves focus into the player; a banner accept does not.
            focusOnPlay.current = reason === 'click';
            if (stateRef.current === 'consent') start();
          },
        });
        if (focusOnPlay.current) container.querySelector(gate.PLACEHOLDER_TAG)?.shadowRoot?.querySelector('button')?.focus();
      },
      () => {
        // The gate could not load: fail closed, back to the overlay.
        if (stateRef.current === 'consent') stop();
      },
    );
  }, [id, info.provider, info.url, problem, registry, setState, start, stop, thirdParty]);

  // SPEC.md §4: a video slide that stops being current goes back to its overlay.
  useEffect(() => {
    if (!active) stop();
  }, [active, stop]);

  useEffect(
    () => () => {
      removePlaceholder.current?.();
      for (const node of nodes.current ?? []) node.remove();
      nodes.current = null;
    },
    [],
  );

  useEffect(() => {
    if (problem) latest.current.onWarning?.(videoProblemText(problem));
  }, [problem]);

  // The visitor asked to watch: keyboard focus follows into the player (the play control
  // is gone); the consent placeholder's button takes it above.
  useLayoutEffect(() => {
    if (!focusOnPlay.current) return;
    if (state === 'playing') {
      focusOnPlay.current = false;
      (nodes.current?.[0] as HTMLElement | undefined)?.focus();
    }
  }, [state]);

  return {
    state,
    problem: problem ? videoProblemText(problem) : null,
    info,
    mode,
    ratio: info.ratio,
    label: playLabel(title),
    stageRef: useCallback((node: HTMLElement | null) => {
      stage.current = node;
    }, []),
    play,
    stop,
    overlayProps: {
      // SPEC.md §4: a click anywhere on the overlay plays; a keyboard click (detail 0)
      // from the play control only while the video is active.
      onClick: (event: MouseEvent) => {
        if (!active && event.detail === 0) return;
        play();
      },
    },
    buttonProps: {
      type: 'button' as const,
      'aria-label': playLabel(title),
      tabIndex: active ? 0 : -1,
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        // SPEC.md §4: Enter or Space on the play control, unless the video is inactive.
        if (!active && isActivationKey(event.key)) event.preventDefault();
      },
    },
  };
}

/** Who sets the cookies, as a visitor knows them. */
function providerLabel(provider: string, url: string | null): string {
  if (provider === 'youtube') return 'YouTube';
  if (provider === 'vimeo') return 'Vimeo';
  return url ? new URL(url).hostname : 'a third party';
}
