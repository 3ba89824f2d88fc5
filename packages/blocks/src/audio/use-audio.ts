/**
 * State, then behaviour, for one sqs-audio player: a native `<audio>` in the shadow root
 * driven by our controls. One player plays at a time on the page: starting this one fires
 * `sqs-audio-play` (composed, bubbling), and every other audio block, and every video block,
 * pauses when it hears `sqs-audio-play` or `sqs-video-play` from another element.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { emit, on } from '@sqs/runtime/events';
import { clampTime, formatTime, nextTrack, pauseText, playText, previousTrack, timeValueText } from './audio.logic';
import { serverPlayers, type AudioProps } from './audio.read';
import { message } from '@sqs/runtime/contracts/messages';

export function useAudio(props: AudioProps, host: HTMLElement) {
  const { tracks } = props;
  const audio = useRef<HTMLAudioElement | null>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [status, setStatus] = useState('');
  /** Play once the new track's source is in place (next, previous, a pick from the list). */
  const playWhenLoaded = useRef(false);
  const current = tracks[Math.min(index, tracks.length - 1)]!;
  const detail = { title: current.title, src: current.src, index };
  const latest = useRef(detail);
  latest.current = detail;

  const play = useCallback(() => {
    void audio.current?.play().catch(() => {
      // A refused play (autoplay rules, a broken file) leaves the control as Play.
      setPlaying(false);
    });
  }, []);

  // The server's own players (the fallback) may have been started before the upgrade: the
  // block takes over where that one was, and the fallback stops.
  useEffect(() => {
    const players = serverPlayers(host);
    const started = players.findIndex((player) => !player.paused);
    for (const player of players) player.pause();
    if (started >= 0 && started < tracks.length && audio.current) {
      const at = players[started]!.currentTime;
      if (started !== 0) {
        playWhenLoaded.current = true;
        setIndex(started);
        return;
      }
      // Same track: continue from where the server player was, once ours knows the file.
      const el = audio.current;
      const resume = () => {
        el.currentTime = at;
        play();
      };
      if (el.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
      else el.addEventListener('loadedmetadata', resume, { once: true });
    }
    // Only on mount: later changes of the track list keep what plays.
  }, []);

  // A new track's source is in place after its render: play it if asked (preload="metadata"
  // never reaches canplay by itself, so play() is what loads it).
  useEffect(() => {
    if (!playWhenLoaded.current) return;
    playWhenLoaded.current = false;
    play();
  }, [index, play]);

  // One at a time: another player started.
  useEffect(() => {
    const doc = host.ownerDocument;
    const pauseIfOther = (event: Event) => {
      if (event.composedPath()[0] !== host && !audio.current?.paused) audio.current?.pause();
    };
    const stops = [on(doc, 'sqs-audio-play', pauseIfOther), on(doc, 'sqs-video-play', pauseIfOther)];
    return () => stops.forEach((stop) => stop());
  }, [host]);

  const toggle = useCallback(() => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) play();
    else el.pause();
  }, [play]);

  const goTo = useCallback(
    (target: number, autoplay: boolean) => {
      if (target === index) {
        if (audio.current) audio.current.currentTime = 0;
        if (autoplay) play();
        return;
      }
      playWhenLoaded.current = autoplay;
      setTime(0);
      setDuration(Number.NaN);
      setIndex(target);
    },
    [index, play],
  );

  const media = {
    ref: audio,
    src: current.src,
    preload: 'metadata' as const,
    onPlay: () => {
      setPlaying(true);
      setStatus(message('audio.playing', 'Playing {title}', { title: latest.current.title }));
      emit(host, 'sqs-audio-play', latest.current);
    },
    onPause: () => {
      setPlaying(false);
      setStatus(message('audio.paused', 'Paused'));
      emit(host, 'sqs-audio-pause', latest.current);
    },
    onLoadedMetadata: (event: { currentTarget: HTMLAudioElement }) => {
      setDuration(event.currentTarget.duration);
    },
    onDurationChange: (event: { currentTarget: HTMLAudioElement }) => setDuration(event.currentTarget.duration),
    onTimeUpdate: (event: { currentTarget: HTMLAudioElement }) => setTime(event.currentTarget.currentTime),
    onVolumeChange: (event: { currentTarget: HTMLAudioElement }) => {
      setVolume(event.currentTarget.volume);
      setMuted(event.currentTarget.muted);
    },
    onEnded: () => {
      const next = nextTrack(index, tracks.length);
      if (next !== null) goTo(next, true);
    },
  };

  return {
    index,
    playing,
    status,
    current,
    album: tracks.length > 1,
    timeText: `${formatTime(time)} / ${formatTime(duration)}`,
    media,
    playProps: {
      type: 'button' as const,
      'aria-label': playing ? pauseText(current.title) : playText(current.title),
      'data-playing': playing ? '' : undefined,
      onClick: toggle,
    },
    previousProps: {
      type: 'button' as const,
      'aria-label': message('audio.previous', 'Previous track'),
      onClick: () => {
        const target = previousTrack(index, audio.current?.currentTime ?? 0);
        if (target === 'restart') {
          if (audio.current) audio.current.currentTime = 0;
        } else goTo(target, playing);
      },
    },
    nextProps: {
      type: 'button' as const,
      'aria-label': message('audio.next', 'Next track'),
      disabled: nextTrack(index, tracks.length) === null,
      onClick: () => {
        const next = nextTrack(index, tracks.length);
        if (next !== null) goTo(next, playing);
      },
    },
    seekProps: {
      type: 'range' as const,
      min: 0,
      max: Number.isFinite(duration) ? Math.floor(duration) : 0,
      step: 1,
      value: Math.floor(time),
      'aria-label': message('audio.seek', 'Seek'),
      'aria-valuetext': timeValueText(time, duration),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const el = audio.current;
        if (!el) return;
        const target = clampTime(Number(event.currentTarget.value), el.duration);
        el.currentTime = target;
        setTime(target);
      },
    },
    muteProps: {
      type: 'button' as const,
      'aria-label': message('audio.mute', 'Mute'),
      'aria-pressed': muted,
      onClick: () => {
        if (audio.current) audio.current.muted = !audio.current.muted;
      },
    },
    volumeProps: {
      type: 'range' as const,
      min: 0,
      max: 100,
      step: 5,
      value: Math.round((muted ? 0 : volume) * 100),
      'aria-label': message('audio.volume', 'Volume'),
      'aria-valuetext': `${Math.round((muted ? 0 : volume) * 100)}%`,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const el = audio.current;
        if (!el) return;
        el.volume = Math.min(1, Math.max(0, Number(event.currentTarget.value) / 100));
        el.muted = el.volume === 0;
      },
    },
    trackProps: (i: number) => ({
      type: 'button' as const,
      'aria-current': i === index ? ('true' as const) : undefined,
      'data-index': i,
      onClick: () => goTo(i, true),
    }),
  };
}
