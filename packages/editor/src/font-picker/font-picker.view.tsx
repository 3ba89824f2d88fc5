import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { message } from '@sqs/runtime/contracts/messages';
import { pageOf } from '@sqs/runtime/page/page';
import { report } from '@sqs/runtime/report';
import { useControl } from '../shared/use-control';
import {
  allFonts,
  fontsIn,
  genericFamily,
  indexOfFamily,
  listIndexFor,
  NO_LONGER_IN_TYPEKIT,
  readView,
  searchFonts,
  styleGuideFamilies,
  styleGuideFonts,
  typeaheadIndex,
  UNABLE_TO_LOAD_FONTS,
  UNABLE_TO_LOAD_PREVIEW,
  viewsOffered,
  type FontView,
} from './font-picker.logic';
import type { FontPickerSettings } from './font-picker.settings';
import { SOURCE, useFontCatalogue } from './use-font-catalogue';
import { useLazyPreviews } from './use-lazy-previews';

/** Options rendered at a time: more are rendered as the last one scrolls into view (or the keyboard goes there). */
const PAGE = 40;

const VIEW_LABELS: Record<string, [string, string]> = {
  all: ['fontPicker.all', 'All fonts'],
  'style-guide': ['fontPicker.styleGuide', 'Style guide'],
  typekit: ['fontPicker.typekit', 'Typekit'],
};
const viewLabel = (view: FontView): string => (VIEW_LABELS[view] ? message(...VIEW_LABELS[view]) : message(`fontPicker.category.${view}`, view));
const ids = (list: string): { id: string }[] => list.split(',').map((id) => ({ id: id.trim() })).filter((font) => font.id !== '');

/**
 * SPEC.md §2 font picker: search, browse by category, the style guide's fonts and the page's
 * Typekit kit; an APG listbox (one tab stop, aria-activedescendant, selection follows focus) whose
 * options render their name in their own font once it scrolls into view.
 */
export function FontPickerView(props: FontPickerSettings & BlockViewProps) {
  const { host } = props;
  const control = useControl(host);
  const id = useId();
  const page = pageOf(host.ownerDocument);
  const context = page.context;
  const kitId = props.typekitId || context.website.typekitId;
  const requestedKitFonts = props.typekitFonts ? ids(props.typekitFonts) : context.typekitFonts;

  const load = useFontCatalogue(host, props.fontsUrl, kitId, requestedKitFonts);
  const missing = load.status === 'ready' ? load.missingKitFonts : [];
  const [query, setQuery] = useState('');
  const [view, setView] = useState<FontView>(() => readView(props.view));
  const [active, setActive] = useState(-1);
  const [limit, setLimit] = useState(PAGE);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const typed = useRef({ text: '', at: 0 });

  const catalogue = load.status === 'ready' ? load.catalogue : null;
  const fonts = useMemo(() => (catalogue ? allFonts(catalogue) : []), [catalogue]);
  const guide = useMemo(() => styleGuideFonts(styleGuideFamilies(props.styleGuide, context.googleFonts), fonts), [props.styleGuide, context, fonts]);
  const views = viewsOffered(guide.length > 0, catalogue?.kit != null);
  const shownView = views.includes(view) ? view : 'all';
  const listed = useMemo(() => searchFonts(fontsIn(shownView, fonts, guide), query), [shownView, fonts, guide, query]);
  const selected = indexOfFamily(listed, control.value);
  const current = active >= 0 && active < listed.length ? active : -1;
  const rendered = Math.min(listed.length, Math.max(limit, current + 1));

  // A new list (a search, another view) starts at the chosen font, with its first page.
  useEffect(() => {
    setActive(-1);
    setLimit(PAGE);
  }, [listed]);

  const resolveUrl = useCallback((url: string) => {
    try {
      const resolved = new URL(url, `${page.apiBase}/`);
      return /^https?:$/.test(resolved.protocol) ? resolved.href : 'about:invalid';
    } catch {
      return 'about:invalid';
    }
  }, [page]);
  const previewFailed = useCallback(
    (fontName: string) => report({ source: SOURCE, message: message('fontPicker.previewFailed', UNABLE_TO_LOAD_PREVIEW, { fontName }), element: host }),
    [host],
  );
  const previews = useLazyPreviews(list, resolveUrl, previewFailed);

  // Render the next page once the last option rendered comes near the list's visible part.
  useEffect(() => {
    if (!list || rendered >= listed.length || typeof IntersectionObserver === 'undefined') return;
    const last = list.querySelector('[role="option"]:last-child');
    if (!last) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setLimit((n) => n + PAGE), { root: list, rootMargin: '100% 0px' });
    io.observe(last);
    return () => io.disconnect();
  }, [list, rendered, listed]);

  const optionId = (index: number) => `${id}-font-${index}`;
  useEffect(() => {
    if (current >= 0) list?.querySelector(`[id="${CSS.escape(optionId(current))}"]`)?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from the stable id.
  }, [current, list]);

  const { disabled } = control;
  const choose = (index: number, commit: boolean) => {
    const font = listed[index];
    if (!font || disabled) return;
    setActive(index);
    if (commit) control.change(font.family);
    else control.input(font.family);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (disabled) return;
    const from = current >= 0 ? current : selected;
    const next = listIndexFor(event.key, from, listed.length);
    if (next !== null) choose(next, false);
    else if (event.key === 'Enter' || event.key === ' ') {
      if (current >= 0 && current !== selected) choose(current, true);
      else control.commit();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // APG type-ahead: letters typed in quick succession make one prefix.
      const now = event.timeStamp;
      typed.current = { text: now - typed.current.at < 600 ? typed.current.text + event.key : event.key, at: now };
      const match = typeaheadIndex(listed, typed.current.text, from);
      if (match >= 0) choose(match, false);
    } else return;
    event.preventDefault();
  };

  const searchId = `${id}-search`;
  const viewId = `${id}-view`;
  const listId = `${id}-list`;
  const hasList = load.status === 'ready' && listed.length > 0;
  const count = listed.length === 1 ? message('fontPicker.oneFont', '1 font') : message('fontPicker.fonts', '{count} fonts', { count: listed.length });
  return (
    <div part="picker" className="picker" role="group" aria-label={control.label || message('fontPicker.label', 'Font')}>
      <div className="filters">
        <div className="field">
          <label htmlFor={searchId}>{message('fontPicker.search', 'Search fonts')}</label>
          <input
            id={searchId}
            part="search"
            type="search"
            autoComplete="off"
            maxLength={100}
            value={query}
            disabled={disabled}
            aria-controls={hasList ? listId : undefined}
            onChange={(event) => setQuery(event.currentTarget.value.slice(0, 100))}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown' || !list) return;
              event.preventDefault();
              list.focus();
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={viewId}>{message('fontPicker.category', 'Category')}</label>
          <select id={viewId} part="category" value={shownView} disabled={disabled || !catalogue} onChange={(event) => setView(readView(event.currentTarget.value))}>
            {views.map((option) => (
              <option key={option} value={option}>
                {viewLabel(option)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p part="current" className="current">
        {control.value ? message('fontPicker.current', 'Current font: {family}', { family: control.value }) : message('fontPicker.none', 'No font chosen')}
      </p>
      {missing.length > 0 && (
        <p part="notice" className="notice">
          <span>{message('fontPicker.noLongerInTypekit', NO_LONGER_IN_TYPEKIT)}</span> <span className="notice-detail">({missing.join(', ')})</span>
        </p>
      )}
      {load.status === 'loading' && (
        <p part="status" className="status" role="status">
          {message('fontPicker.loading', 'Loading fonts…')}
        </p>
      )}
      {load.status === 'failed' && (
        <div part="failure" className="failure">
          <p className="problem" role="alert">
            {message('editor.unableToLoadFonts', UNABLE_TO_LOAD_FONTS)}
          </p>
          <button type="button" part="retry" disabled={disabled} onClick={load.retry}>
            {message('editor.tryAgain', 'Try again')}
          </button>
        </div>
      )}
      {load.status === 'ready' && (
        <p part="status" className="status" role="status">
          {listed.length === 0 ? message('fontPicker.noMatch', 'No fonts match') : count}
        </p>
      )}
      {hasList && (
        <ul
          id={listId}
          ref={setList}
          part="listbox"
          className="option-list font-list"
          role="listbox"
          // Focusable while disabled (aria-disabled): the list can still be scrolled and read.
          tabIndex={0}
          aria-label={message('fontPicker.fontsLabel', 'Fonts')}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-disabled={disabled ? 'true' : undefined}
          aria-required={control.required ? 'true' : undefined}
          data-validity-anchor=""
          onKeyDown={onKeyDown}
          onFocus={() => current < 0 && setActive(selected >= 0 ? selected : 0)}
          onBlur={() => control.commit()}
        >
          {listed.slice(0, rendered).map((font, index) => {
            const preview = font.preview ? previews.previewOf(font.family) : undefined;
            const isSelected = index === selected;
            return (
              <li
                key={font.family}
                id={optionId(index)}
                ref={previews.watch}
                role="option"
                part={['option', isSelected && 'selected', index === current && 'active'].filter(Boolean).join(' ')}
                className={index === current ? 'option active' : 'option'}
                aria-selected={isSelected ? 'true' : 'false'}
                aria-setsize={listed.length}
                aria-posinset={index + 1}
                data-family={font.family}
                data-preview={font.preview ?? undefined}
                data-preview-state={preview === undefined ? undefined : preview === null ? 'failed' : 'loaded'}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  list?.focus();
                  choose(index, true);
                }}
              >
                {/* The private family is ours (font-preview.ts), never the catalogue's text. */}
                <span part="font-name" className="font-name" style={preview ? { fontFamily: `"${preview}", ${genericFamily(font.category)}` } : undefined}>
                  {font.family}
                </span>
                <span className={preview === null ? 'font-detail problem' : 'font-detail'}>
                  {preview === null ? message('fontPicker.previewFailed', UNABLE_TO_LOAD_PREVIEW, { fontName: font.family }) : viewLabel(font.category)}
                  {font.source === 'typekit' && ` · ${message('fontPicker.typekit', 'Typekit')}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {control.problem && (
        <p part="problem" className="problem" role="alert">
          {control.problem}
        </p>
      )}
    </div>
  );
}
