/**
 * The one image component of every gallery design and of `<sqs-image>`: reserves its box
 * from the image's dimensions (nothing moves when it arrives), loads lazily through the
 * shared queue at the width the loader chooses, and places the image by mode (fit, fill
 * with the focal point, none). Render it inside a shadow root that has adopted
 * `responsiveImageStyles`.
 */
import type { CSSProperties } from 'react';
import styles from './responsive-image.css?inline';
import type { FocalPoint, Dimensions, ImageMode, ServerImage, SizeFormat } from './image-sizing';
import type { ImageQueue } from './image-queue';
import { useImage, type ImageLoadDetail, type ImageState } from './use-image';

/** The CSS the component needs, to adopt in the shadow root it renders into. */
export const responsiveImageStyles: string = styles;

export interface ResponsiveImageProps {
  /** The image's platform URL (a slide's `data-src`), without a size. */
  src: string;
  /** Alternative text; `''` for a decorative image. */
  alt: string;
  /** `{width, height}` or `"1500x1000"` (`data-image-dimensions`): reserves the box's aspect ratio. */
  dimensions?: Dimensions | string | null;
  /** `{x, y}` or `"0.5,0.5"` (`data-image-focal-point`): the point kept in view when filling. */
  focalPoint?: FocalPoint | string | null;
  /** fit (contain), fill (cover, default) or none (the box's width, the image's own height). */
  mode?: ImageMode;
  /** For fit: words such as `top left`; missing means centred, with SPEC.md §5's warning. */
  fitAlignment?: string | null;
  /** Load now instead of when within 200 px of the viewport (a gallery's current and preloaded slides). */
  eager?: boolean;
  /** Called after each (re)load with the URL and platform width shown. */
  onLoad?: (detail: ImageLoadDetail) => void;
  /** unloaded → loading → loaded, or error. */
  onStateChange?: (state: ImageState) => void;
  /** A warning text of SPEC.md §5 (once per distinct warning). */
  onWarning?: (message: string) => void;
  /** Hold loading until false (SPEC.md §4 load mode `false`). */
  defer?: boolean;
  /** Higher loads first in the shared queue. */
  priority?: number;
  sizeAdjustment?: number;
  dprMin?: number;
  dprMax?: number;
  allowSaveData?: boolean;
  forceImageUpdate?: boolean;
  sizeFormat?: SizeFormat;
  /** Defaults to the page's shared queue (16 at once, 1 on a phone). */
  queue?: ImageQueue;
  /** Fetch-and-decode function; defaults to an off-screen `Image`. */
  load?: (url: string) => Promise<void>;
  /** The server's `<img>` for this image: shown at once, a larger width fetched only if needed. */
  serverImage?: ServerImage | null;
  /** Extra class on the frame, for a design to size it (e.g. fill its slide). */
  className?: string;
  /** `part` names of the frame and image when rendered straight into an element's shadow root. */
  parts?: { frame?: string; image?: string };
}

export function ResponsiveImage(props: ResponsiveImageProps) {
  const image = useImage(props);
  const mode = image.mode;
  const classes = ['sqs-image-frame', image.state === 'loading' ? 'loading' : '', image.state === 'loaded' ? 'loaded' : '', props.className ?? '']
    .filter(Boolean)
    .join(' ');
  // Per-image values go through custom properties so a design's CSS can still override them.
  const frameStyle = (image.ratio ? { '--sqs-image-ratio': image.ratio } : {}) as CSSProperties;
  const imageStyle = (image.objectPosition ? { '--sqs-image-position': image.objectPosition } : {}) as CSSProperties;
  return (
    <span
      ref={image.ref}
      className={classes}
      data-mode={mode}
      data-state={image.state}
      data-sized={image.ratio ? '' : undefined}
      part={props.parts?.frame}
      style={frameStyle}
    >
      <img
        className="sqs-image"
        part={props.parts?.image}
        src={image.url}
        alt={props.alt}
        width={image.dimensions?.width}
        height={image.dimensions?.height}
        decoding="async"
        data-image-width={image.width}
        style={imageStyle}
      />
    </span>
  );
}
