import type { BlockViewProps } from '../shared/block-element';
import type { SearchProps } from './search.read';
import { useSearch } from './use-search';

export function SearchView(props: SearchProps & BlockViewProps) {
  const search = useSearch(props, props.host);
  return (
    <form part="form" className="form" {...search.formProps}>
      <label part="label" className="label" {...search.labelProps}>{props.label}</label>
      <div className="box">
        <input part="input" className="input" {...search.inputProps} />
        <ul part="listbox" className="listbox" {...search.listProps}>
          {search.suggestions.map((suggestion, i) => (
            <li key={suggestion.url} part="option" className="option" {...search.optionProps(i)}>
              <span className="title">{suggestion.title}</span>
              {suggestion.kind && <span part="kind" className="kind">{suggestion.kind}</span>}
            </li>
          ))}
        </ul>
      </div>
      <button part="submit" className="submit" type="submit">{props.submitText}</button>
      <span className="visually-hidden" role="status">{search.status}</span>
    </form>
  );
}
