/**
 * Server HTML → sqs-search. The fallback is a plain GET form (`<form action="/search">` with an
 * input named `q`): it works with no JavaScript. Its label, action and value carry over to the
 * combobox; a block without such a form keeps its server HTML.
 */
import { keepFallback, type BlockFallback, type SettingsOf } from '@sqs/runtime/contracts/block-data';
import { message } from '@sqs/runtime/contracts/messages';
import type { searchSettings } from './search.settings';

export interface SearchContent {
  action: string;
  /** The field's name (the server reads `q`). */
  name: string;
  label: string;
  value: string;
  placeholder: string;
  submitText: string;
}

export type SearchProps = SettingsOf<typeof searchSettings> & SearchContent;

export const NO_FORM = 'no <form> with a text input to search with; the server form stays';

export function readSearch(host: HTMLElement): SearchContent | BlockFallback {
  const form = host.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"], input[type="text"], input:not([type])');
  if (!form || !input) return keepFallback(NO_FORM);
  const labelled = (input.id && form.querySelector(`label[for="${CSS.escape(input.id)}"]`)) || input.closest('label');
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  return {
    action: form.getAttribute('action') || '/search',
    name: input.name || 'q',
    label: clean(labelled?.textContent) || clean(input.getAttribute('aria-label')) || message('search.label', 'Search'),
    value: input.value,
    placeholder: input.placeholder,
    submitText: clean(form.querySelector('button, input[type="submit"]')?.textContent) || message('search.submit', 'Search'),
  };
}
