import { useId, useState } from 'react';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { message } from '@sqs/runtime/contracts/messages';
import { readCookie } from '@sqs/runtime/contracts/cookies';
import { useControl } from '../shared/use-control';
import { checkSpreadsheetName, MAX_SPREADSHEET_NAME } from './spreadsheet-name.logic';
import type { SpreadsheetNameSettings } from './spreadsheet-name.settings';

/**
 * SPEC.md §2 spreadsheet-name field: a text field checked as typed (the reason shown and tied to
 * the field), and, with `form-id`, a Download link to the CSV of that form's submissions under
 * the name (`/api/editor/forms/<formId>/export.csv`), offered only while the name is valid.
 */
export function SpreadsheetNameView(props: SpreadsheetNameSettings & BlockViewProps) {
  const control = useControl(props.host);
  const id = useId();
  const [touched, setTouched] = useState(false);
  const checked = checkSpreadsheetName(control.value);
  const problem = (touched || control.value !== '') && !checked.ok ? checked.problem : control.problem;
  const href =
    props.formId && checked.ok
      ? `/api/editor/forms/${encodeURIComponent(props.formId)}/export.csv?name=${encodeURIComponent(checked.name)}&crumb=${encodeURIComponent(readCookie(props.host.ownerDocument, 'crumb'))}`
      : undefined;
  return (
    <div part="field" className="field">
      <input
        part="input"
        className="input"
        data-validity-anchor=""
        value={control.value}
        maxLength={MAX_SPREADSHEET_NAME * 2}
        aria-label={control.label || message('spreadsheetName.label', 'Spreadsheet name')}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        disabled={control.disabled}
        onInput={(event) => control.input(event.currentTarget.value)}
        onBlur={() => {
          setTouched(true);
          control.commit();
        }}
      />
      {props.formId && (
        <a part="download" className="download" href={href} aria-disabled={href ? undefined : 'true'} download={checked.ok ? `${checked.name}.csv` : undefined}>
          {message('spreadsheetName.download', 'Download CSV')}
        </a>
      )}
      {problem && (
        <p part="problem" id={`${id}-problem`} className="problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
