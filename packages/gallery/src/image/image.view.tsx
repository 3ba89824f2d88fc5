import { useLayoutEffect } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { emit } from '@sqs/runtime/events';
import { report } from '@sqs/runtime/report';
import { imageWarningText } from './image-messages';
import type { ImageMode, SizeFormat } from './image-sizing';
import type { ImageProps } from './image.read';
import { removePlaceholder } from './reserve-box';
import { ResponsiveImage } from './responsive-image';
import type { ImageState } from './use-image';


/** SPEC.md §4: the host carries the state as the classes `loading` and `loaded`. */
function showState(host: HTMLElement, state: ImageState): void {
  host.classList.toggle('loading', state === 'loading');
  host.classList.toggle('loaded', state === 'loaded');
}

export function ImageView(props: ImageProps & BlockViewProps) {
  const { host, image } = props;
  useLayoutEffect(() => removePlaceholder(host), [host]);
  useLayoutEffect(() => {
    if (!image) report({ source: 'sqs-image', message: imageWarningText({ code: 'no-image' }), element: host });
  }, [host, image]);
  if (!image) return <span part="frame" className="sqs-image-frame" />;
  return (
    <ResponsiveImage
      src={image.src}
      alt={image.alt}
      dimensions={image.dimensions}
      focalPoint={image.focalPoint}
      mode={props.mode as ImageMode}
      fitAlignment={props.fitAlignment || props.image?.alignment}
      eager={props.load === 'true'}
      defer={props.load === 'false'}
      sizeAdjustment={props.sizeAdjustment}
      dprMin={props.dprMin}
      dprMax={props.dprMax}
      allowSaveData={props.allowSaveData}
      forceImageUpdate={props.forceImageUpdate}
      sizeFormat={props.sizeFormat as SizeFormat}
      className="block-frame"
      parts={{ frame: 'frame', image: 'image' }}
      serverImage={image.serverImage}
      onLoad={(detail) => emit(host, 'sqs-image-load', detail)}
      onStateChange={(state) => showState(host, state)}
      onWarning={(message) => report({ source: 'sqs-image', message, element: host })}
    />
  );
}
