/**
 * The form (SPEC.md §4, §5 "Form"). A plain React `onSubmit` with preventDefault, not a
 * React 19 form action: actions reset the form after they run, and a failed submission
 * must keep every value (issue 5).
 *
 * Focus: after a failure it moves to the error summary (above the form) whose links move
 * it on to each field; a newsletter has no message above (SPEC.md §5), so focus moves to
 * the message under its button. After success the form is replaced by the submission
 * message, which takes focus and is scrolled into view.
 */
import { useEffect, useId, useRef } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import { report } from '@sqs/runtime/report';
import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { submitText } from '../machine/failure-message';
import { retryAfterText } from '../machine/retry-after';
import { submittingLabel } from '../machine/submission';
import { FieldView, fieldDomId } from './field.view';
import type { FormProps } from './form.read';
import { useForm } from './use-form';

export function FormView(props: FormProps & BlockViewProps) {
  const { definition, newsletter, host } = props;
  const form = useForm(props, host);
  const idPrefix = `f${useId().replace(/[^\w-]/g, '')}`;
  const summaryRef = useRef<HTMLDivElement>(null);
  const belowRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const { state } = form;

  // Focus goes to the errors when a submit fails, not again while the visitor corrects them:
  // an edit that clears a field's error is a new failure state, and following it moved focus out
  // of the field after the first key.
  const lastStatus = useRef(state.status);
  useEffect(() => {
    const from = lastStatus.current;
    lastStatus.current = state.status;
    if (state.status !== 'failure' || from === 'failure') return;
    const target = newsletter ? belowRef.current : summaryRef.current;
    target?.focus();
    target?.scrollIntoView?.({ block: 'nearest' });
  }, [state, newsletter]);

  useEffect(() => {
    const container = messageRef.current;
    if (state.status !== 'success' || !container) return;
    let cancelled = false;
    const html = definition.submissionMessageHtml.trim();
    const show = (content: Node | string) => {
      container.append(content);
      container.focus();
      container.scrollIntoView?.({ block: 'nearest' });
    };
    Promise.all([import('@sqs/runtime/html/sanitize'), import('@sqs/runtime/html/post-submit')])
      .then(([{ sanitizedFragment }, { runPostSubmitHtml }]) => {
        if (cancelled) return;
        show(html ? sanitizedFragment(html) : message('form.thanks', 'Thank you!'));
        runPostSubmitHtml(container, definition.postSubmitHtml);
      })
      .catch((error: unknown) => {
        // The submission is stored: the visitor still hears so, in the default words (the site's
        // message is HTML, which needs the sanitizer that did not come), without the post-submit
        // HTML. A browser that remembers a module fetch that failed offline fails it again here.
        if (!cancelled) show(message('form.thanks', 'Thank you!'));
        report({ source: host.localName, message: 'The submission message could not be shown', error, element: host });
      });
    return () => {
      cancelled = true;
    };
  }, [state.status, definition, host]);

  if (state.status === 'success') {
    return <div ref={messageRef} tabIndex={-1} className="submission-message" part="submission-message" />;
  }

  const locked = state.status === 'submitting';
  const failure = state.status === 'failure' ? state : null;
  // Keyed (no prototype): a field id such as `constructor` finds no error it does not have.
  const errorOf = (fieldId: string): string | undefined => failure?.fieldErrors[fieldId];
  const erroredFields = definition.fields.filter((field) => errorOf(field.id));
  const retry = failure ? retryAfterText(failure.retryAfter) : null;
  const focusField = (fieldId: string) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    const root = host.shadowRoot;
    const id = fieldDomId(idPrefix, fieldId);
    // A composite or choice field has no control with the field's own id: its first part takes focus.
    const control = root?.querySelector<HTMLElement>(
      `:is(input, select, textarea):is([id="${id}"], [id^="${id}-"])`,
    );
    control?.focus();
  };

  return (
    <form
      className={`form${newsletter ? ' newsletter' : ''}`}
      part="form"
      noValidate
      aria-busy={locked || undefined}
      aria-label={definition.formName || undefined}
      onSubmit={form.submit}
      onFocus={form.prefetch}
      onPointerDown={form.prefetch}
    >
      {failure && !newsletter ? (
        <div ref={summaryRef} tabIndex={-1} className="form-errors" part="form-errors" role="group" aria-labelledby={`${idPrefix}-summary`}>
          <p id={`${idPrefix}-summary`} className="form-errors-title">
            {submitText('problemBelow')}
          </p>
          <p>{failure.message}</p>
          {retry ? <p>{retry}</p> : null}
          {erroredFields.length > 0 ? (
            <ul>
              {erroredFields.map((field) => (
                <li key={field.id}>
                  <a href={`#${fieldDomId(idPrefix, field.id)}`} onClick={focusField(field.id)}>
                    {errorOf(field.id)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="fields">
        {definition.fields.map((field) => (
          <FieldView
            key={field.id}
            field={field}
            value={form.values[field.id]}
            error={errorOf(field.id)}
            idPrefix={idPrefix}
            headingLevel={props.headingLevel}
            onChange={form.setValue}
          />
        ))}
      </div>

      {definition.captcha ? <div className="captcha" ref={form.mountCaptcha} /> : null}

      <div className="actions">
        <button type="submit" className="submit" part="submit" aria-disabled={locked || undefined}>
          {locked ? submittingLabel() : definition.submitButtonText}
        </button>
      </div>

      <div ref={belowRef} tabIndex={-1} className="form-status" part="form-status" role="status">
        {failure ? (
          <>
            <p className="form-status-message">{newsletter ? failure.message : submitText('problemAbove')}</p>
            {newsletter && retry ? <p>{retry}</p> : null}
          </>
        ) : null}
      </div>
    </form>
  );
}
