import type { BlockViewProps } from '../shared/block-element';
import type { AudioProps } from './audio.read';
import { useAudio } from './use-audio';

export function AudioView(props: AudioProps & BlockViewProps) {
  const player = useAudio(props, props.host);
  const label = props.albumTitle || (player.album ? undefined : player.current.title);
  return (
    <div part="player" className="player" role="group" aria-label={label ?? player.current.title}>
      <audio {...player.media} />
      <div part="controls" className="controls">
        {player.album && (
          <button part="previous" className="icon previous" {...player.previousProps}>
            <span aria-hidden="true">⏮</span>
          </button>
        )}
        <button part="play" className="icon play" {...player.playProps}>
          <span aria-hidden="true">{player.playing ? '⏸' : '▶'}</span>
        </button>
        {player.album && (
          <button part="next" className="icon next" {...player.nextProps}>
            <span aria-hidden="true">⏭</span>
          </button>
        )}
        <span part="title" className="title">{player.current.title}</span>
        <input part="seek" className="seek" {...player.seekProps} />
        <span part="time" className="time">{player.timeText}</span>
        <button part="mute" className="icon mute" {...player.muteProps}>
          <span aria-hidden="true">{player.muteProps['aria-pressed'] ? '🔇' : '🔊'}</span>
        </button>
        <input part="volume" className="volume" {...player.volumeProps} />
      </div>
      {player.album && (
        <ol part="tracks" className="tracks">
          {props.tracks.map((track, i) => (
            <li key={i}>
              <button part={i === player.index ? 'track track-current' : 'track'} className="track" {...player.trackProps(i)}>
                {track.title}
              </button>
            </li>
          ))}
        </ol>
      )}
      <span className="visually-hidden" role="status">{player.status}</span>
    </div>
  );
}
