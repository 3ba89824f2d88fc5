import type { GallerySlide } from './gallery.read';

/** Title and description under or over a slide (SPEC.md §3 meta position). */
export function SlideMeta({ slide }: { slide: GallerySlide }) {
  if (!slide.title && !slide.description) return null;
  return (
    <figcaption className="meta" part="meta">
      {slide.title ? <span className="meta-title" part="meta-title">{slide.title}</span> : null}
      {slide.description ? <span className="meta-description" part="meta-description">{slide.description}</span> : null}
    </figcaption>
  );
}
