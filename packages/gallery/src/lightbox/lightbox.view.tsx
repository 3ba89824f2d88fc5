/**
 * The lightbox (SPEC.md §4 "Lightbox"), mounted by `<sqs-gallery>` inside its shadow root;
 * the gallery adopts `lightbox.css` (imported with `?inline`) next to its own sheet.
 * Behaviour lives in `use-lightbox.ts`; this file only lays the props out.
 */
import type { ReactNode } from 'react';
import type { LightboxSlide } from './lightbox-logic';
import { useLightbox, useLightboxPresence, type LightboxProps } from './use-lightbox';

export type { LightboxProps } from './use-lightbox';
export type { LightboxCloseReason, LightboxSlide, LightboxTheme } from './lightbox-logic';

/** The default slide: a plain image, no srcset (the gallery passes its responsive renderer). */
function defaultSlide(slide: LightboxSlide, active: boolean): ReactNode {
  return (
    <img
      className="lightbox-image"
      part="lightbox-image"
      src={slide.src}
      alt={slide.alt}
      width={slide.dimensions?.width}
      height={slide.dimensions?.height}
      decoding="async"
      fetchPriority={active ? 'high' : 'low'}
      draggable={false}
    />
  );
}

export function Lightbox(props: LightboxProps) {
  const { present, exited } = useLightboxPresence(props.open);
  return present ? <LightboxDialog {...props} exited={exited} /> : null;
}

function LightboxDialog({ exited, ...props }: LightboxProps & { exited: () => void }) {
  const lightbox = useLightbox(props, exited);
  const render = props.renderSlide ?? defaultSlide;
  const { slide } = lightbox;
  return (
    <dialog {...lightbox.dialogProps}>
      <div {...lightbox.overlayProps} />
      <div className="lightbox-content">
        {/* First in the tab order: where focus lands on open (APG dialog pattern). */}
        <button {...lightbox.closeProps} />
        <div className="lightbox-stage">
          {lightbox.slides.map(({ slide: item, active }) => (
            <div key={item.id} {...lightbox.slideProps(active)}>
              <div {...lightbox.mediaProps(item, active)}>{render(item, active)}</div>
            </div>
          ))}
          {lightbox.previousProps && <button {...lightbox.previousProps} />}
          {lightbox.nextProps && <button {...lightbox.nextProps} />}
        </div>
        {lightbox.hasMeta && (
          <div {...lightbox.metaProps}>
            {slide?.title && <h2 {...lightbox.titleProps}>{slide.title}</h2>}
            {slide?.description && <p {...lightbox.descriptionProps}>{slide.description}</p>}
          </div>
        )}
        <p {...lightbox.statusProps}>{lightbox.position}</p>
      </div>
    </dialog>
  );
}
