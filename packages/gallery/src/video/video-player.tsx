/**
 * The one video component of `<sqs-video>` and every gallery video slide (SPEC.md §4
 * "Video loader"): the poster under an overlay with a play control; on play, the player
 * built from the embed (nothing is asked of the video's host before). Render it inside a
 * shadow root that has adopted `videoPlayerStyles`.
 */
import type { CSSProperties, ReactNode } from 'react';
import styles from './video-player.css?inline';
import type { EmbedInput } from './embed';
import type { VideoMode, VideoRegistry } from './video-rules';
import { useVideo, type VideoState } from './use-video';

export { sharedVideoRegistry } from './use-video';

/** The CSS the component needs, to adopt in the shadow root it renders into. */
export const videoPlayerStyles: string = styles;

export interface VideoPlayerProps {
  /** The video's title: the play control's name ('Play {title}') and the iframe's title. */
  title: string;
  /** The poster: an element (a `<ResponsiveImage>`, a `<slot>`) or an image URL; none shows a plain overlay. */
  poster?: ReactNode | string;
  /**
   * The embed markup: the slide's `<template>` (or its content), or a string. Read inertly;
   * its player is built, allowlisted, only when the visitor plays.
   */
  embed: EmbedInput;
  /**
   * false when the video is not the current slide: Enter and Space on the play control do
   * nothing and a playing video returns to its overlay (paused, or refreshed). Default true.
   */
  active?: boolean;
  /** The visitor played it (after consent, where the cookie policy asks for it). */
  onPlay?: () => void;
  /** It went back to its overlay (another video played, it became inactive). */
  onStop?: () => void;
  /** fit (default), fill or none (SPEC.md §4). */
  mode?: VideoMode;
  /** A custom featured image was set: an invalid embed says so (SPEC.md §8). */
  customThumbnail?: boolean;
  /** The server found the video on a Vimeo Basic account (SPEC.md §8). */
  vimeoBasic?: boolean;
  /** Remove the player when it stops, even where it could be paused. */
  refreshOnStop?: boolean;
  /** A problem text of SPEC.md §8 (it is also shown in place of the play control). */
  onWarning?: (message: string) => void;
  /** Defaults to the page-wide registry (one video plays at a time). */
  registry?: VideoRegistry;
  className?: string;
  /** `part` names when rendered straight into an element's shadow root. */
  parts?: boolean;
}

export function VideoPlayer(props: VideoPlayerProps) {
  const video = useVideo(props);
  const part = (name: string) => (props.parts ? name : undefined);
  const showOverlay = video.state === 'overlay';
  const style = (video.ratio ? { '--sqs-video-ratio': video.ratio } : {}) as CSSProperties;
  const poster = typeof props.poster === 'string' ? <img className="sqs-video-poster-image" src={props.poster} alt="" /> : props.poster;
  return (
    <div
      className={['sqs-video', props.className ?? ''].filter(Boolean).join(' ')}
      data-state={video.state satisfies VideoState}
      data-mode={video.mode}
      part={part('video')}
      style={style}
    >
      <div ref={video.stageRef} className="sqs-video-stage" part={part('player')} hidden={showOverlay} />
      {showOverlay && (
        <div className="sqs-video-overlay" part={part('overlay')} {...(video.problem ? {} : video.overlayProps)}>
          {poster && <div className="sqs-video-poster">{poster}</div>}
          {video.problem ? (
            <p className="sqs-video-message" part={part('message')}>
              {video.problem}
            </p>
          ) : (
            <button className="sqs-video-play" part={part('play-button')} {...video.buttonProps}>
              <svg className="sqs-video-play-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M8 5.5v13l10.5-6.5z" />
              </svg>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
