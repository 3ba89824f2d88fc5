/**
 * State, then behaviour, for sqs-search: the WAI-ARIA APG combobox with a listbox popup
 * (list autocomplete, manual selection). Focus stays in the text box; Down and Up move the
 * active option (aria-activedescendant), Enter opens it (or sends the form), Escape closes the
 * list, then clears the box. Suggestions are debounced and cancelled as typing goes on
 * (search.logic.ts createSuggester), through the page's one API client.
 */
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import { emit } from '@sqs/runtime/events';
import { pageOf } from '@sqs/runtime/page/page';
import { createSuggester, moveOption, readSuggestions, type Suggestion } from './search.logic';
import type { SearchProps } from './search.read';

export const SUGGEST_PATH = '/api/search/suggest';

export function useSearch(props: SearchProps, host: HTMLElement) {
  const [value, setValue] = useState(props.value);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);

  const suggester = useMemo(
    () =>
      createSuggester(
        async (q, signal) => {
          const result = await pageOf(host.ownerDocument).api.get(SUGGEST_PATH, { query: { q }, signal, timeoutMs: 5000 });
          return result.ok ? readSuggestions(result.data) : null;
        },
        (query, list) => {
          setActive(-1);
          setSuggestions(list ?? []);
          setOpen(query !== null && list !== null);
          if (query === null) setStatus('');
          else if (list === null) setStatus(message('search.failed', 'Suggestions are unavailable'));
          else
            setStatus(
              message('search.count', '{n, plural, =0 {No suggestions} one {# suggestion} other {# suggestions}}', { n: list.length }),
            );
        },
      ),
    [host],
  );
  useEffect(() => () => suggester.cancel(), [suggester]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (suggestion: Suggestion) => {
    emit(host, 'sqs-search-query', { query: value });
    suggester.cancel();
    close();
    host.ownerDocument.location.assign(suggestion.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !event.altKey) {
      event.preventDefault();
      if (!open && count > 0) setOpen(true);
      if (count > 0) setActive((current) => moveOption(event.key as 'ArrowDown', open ? current : -1, count));
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      if (count > 0) setOpen(true);
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) close();
      else {
        setValue('');
        suggester.input('');
      }
    }
  };

  const expanded = open && suggestions.length > 0;
  return {
    value,
    suggestions,
    expanded,
    status,
    formProps: {
      action: props.action,
      method: 'get' as const,
      role: 'search' as const,
      onSubmit: () => {
        suggester.cancel();
      },
    },
    labelProps: { htmlFor: `${id}input` },
    inputProps: {
      ref: input,
      id: `${id}input`,
      type: 'text' as const,
      name: props.name,
      value,
      placeholder: props.placeholder || undefined,
      role: 'combobox' as const,
      autoComplete: 'off',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': `${id}list`,
      'aria-activedescendant': expanded && active >= 0 ? `${id}option-${active}` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.currentTarget.value);
        suggester.input(event.currentTarget.value);
      },
      onKeyDown,
      onBlur: () => close(),
    },
    listProps: { id: `${id}list`, role: 'listbox' as const, 'aria-label': props.label, hidden: !expanded },
    optionProps: (i: number) => ({
      id: `${id}option-${i}`,
      role: 'option' as const,
      'aria-selected': i === active,
      // pointerdown, not click: the box's blur (which closes the list) comes before a click.
      onPointerDown: (event: { preventDefault(): void }) => {
        event.preventDefault();
        const suggestion = suggestions[i];
        if (suggestion) pick(suggestion);
      },
      onPointerEnter: () => setActive(i),
    }),
  };
}
