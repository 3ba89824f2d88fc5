/**
 * The form's one submission hook (SPEC.md §4 "Form submission"): the submission state (with
 * the field errors, kept there only), one run at a time, the events, and what success does.
 * The path runs one way: this hook → submit-flow.ts (the ports on the page's API client,
 * fetched as its own chunk) → machine/submit-form.ts (the stages in order) →
 * machine/failure-message.ts (what a failure shows); the outcome comes back to the reducer.
 *
 * One submit runs at a time however many clicks or Enter presses arrive (`singleFlight` and
 * the reducer ignoring SUBMIT while locked). The submission key is kept across retries until
 * the server answers definitively, so a POST whose answer was lost and is retried is stored
 * once (the backend is idempotent on the key).
 */
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { emit } from '@sqs/runtime/events';
import { noAnswer } from '@sqs/runtime/data/api-messages';
import type { FormDefinition } from '../model/field-types';
import type { FormValues } from '../model/values';
import { submitFailure } from '../machine/failure-message';
import { singleFlight } from '../machine/single-flight';
import { IDLE, isLocked, submissionReducer } from '../machine/submission';
import type { CaptchaPort, SubmitOutcome } from '../machine/submit-form';
import { eventContext, type FormEnvironment } from './form-environment';

/** The submit path's code, fetched on the visitor's first touch of the form. */
const loadSubmitFlow = () => import('./submit-flow');

/** Whether the browser says it has no connection (navigator.onLine is false). */
const isOffline = (host: HTMLElement) => host.ownerDocument.defaultView?.navigator.onLine === false;

/** The network's failure, SPEC.md §8 'Unable to connect…': the input stays, the visitor can retry. */
function offlineOutcome() {
  const offline = noAnswer();
  return submitFailure({ kind: 'no-key', answer: offline.ok ? null : offline });
}

export interface SubmissionInput {
  host: HTMLElement;
  definition: FormDefinition;
  env: FormEnvironment;
  newsletter: boolean;
  isOverlayForm: boolean;
  /** The values at the moment each stage reads them. */
  values(): FormValues;
  /** Absent when the form has no captcha. */
  captcha: CaptchaPort | undefined;
  /** Runs once the server stored the submission, before the success event (the draft goes). */
  stored(): void;
}

export function useSubmission(input: SubmissionInput) {
  const { host, definition, env, newsletter, isOverlayForm, captcha } = input;
  const [state, dispatch] = useReducer(submissionReducer, IDLE);
  const keyRef = useRef<string | null>(null);
  // Read when a run needs them, so a new render never restarts a run in flight.
  const latest = useRef(input);
  latest.current = input;

  const run = useMemo(
    () =>
      singleFlight(async () => {
        if (!emit(host, 'sqs-form-submit', { formId: definition.formId }, { cancelable: true })) return;
        dispatch({ type: 'SUBMIT' });
        const submitOnline = (): Promise<SubmitOutcome> => {
          // Fetch the success path's code while the request is in flight.
          void import('@sqs/runtime/html/post-submit').catch(() => {});
          return loadSubmitFlow().then(
            ({ runSubmission }) =>
              runSubmission({
                definition,
                values: () => latest.current.values(),
                captcha,
                api: env.api,
                key: keyRef,
                context: eventContext(env, isOverlayForm),
              }),
            // Offline before the code ever arrived: the input stays, the visitor can retry.
            offlineOutcome,
          );
        };
        // The browser knows it is offline: fail as the network would, asking for no code. A module
        // fetch that fails offline is refused again by some browsers (Chromium 150) until a reload,
        // which would fail every retry once the connection is back.
        const outcome = isOffline(host) ? offlineOutcome() : await submitOnline();

        dispatch({ type: 'SETTLED', outcome });
        if (!outcome.ok) {
          emit(host, 'sqs-form-error', { formId: definition.formId, message: outcome.message, fieldErrors: outcome.fieldErrors });
          return;
        }
        latest.current.stored();
        emit(host, 'sqs-form-success', { formId: definition.formId, newsletter });
        // readFormDefinition keeps only relative or http(s) redirects.
        if (definition.successRedirect) env.window.location.assign(definition.successRedirect);
      }),
    [host, definition, env, newsletter, isOverlayForm, captcha],
  );

  const submit = useCallback(
    (event: { preventDefault(): void }) => {
      event.preventDefault();
      if (!isLocked(state)) void run();
    },
    [run, state],
  );

  /** The visitor changed a field: its error described the old value. */
  const edited = useCallback((fieldId: string) => dispatch({ type: 'EDITED', fieldId }), []);

  /** Fetches the submit path's code and the data layer's at the visitor's first touch, before any submit. */
  const prefetch = useCallback(() => {
    if (isOffline(host)) return; // asked for at the next touch, or the submit, once back online
    void loadSubmitFlow().catch(() => {});
    void env.api.preload?.();
  }, [env, host]);

  return { state, submit, edited, prefetch };
}
