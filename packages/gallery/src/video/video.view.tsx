import { useLayoutEffect } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { emit } from '@sqs/runtime/events';
import { report } from '@sqs/runtime/report';
import { removePlaceholder } from '../image/reserve-box';
import type { VideoMode } from './video-rules';
import { videoTitle, type VideoProps } from './video.read';
import { VideoPlayer } from './video-player';


export function VideoView(props: VideoProps & BlockViewProps) {
  const { host, poster } = props;
  const title = videoTitle(props);
  useLayoutEffect(() => removePlaceholder(host), [host]);
  return (
    <VideoPlayer
      title={title}
      poster={poster ? <slot name="poster" /> : undefined}
      embed={props.template}
      mode={props.mode as VideoMode}
      customThumbnail={props.customThumbnail}
      vimeoBasic={props.vimeoBasic}
      parts
      className="block-video"
      onPlay={() => emit(host, 'sqs-video-play', { title })}
      onStop={() => emit(host, 'sqs-video-stop', { title })}
      onWarning={(message) => report({ source: 'sqs-video', message, element: host })}
    />
  );
}
