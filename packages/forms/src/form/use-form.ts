/**
 * The form's state and behaviour (SPEC.md §4 "Form submission"), kept out of the view.
 *
 * Nothing the visitor typed is lost (issue 5): values live in React state, are never
 * cleared on failure, and are mirrored to session storage as a draft (never password
 * fields) so a reload brings them back. One submit runs at a time however many clicks
 * or Enter presses arrive (`singleFlight` + the reducer ignoring SUBMIT while locked).
 * The submission key is kept across retries until the server answers definitively, so
 * a POST whose answer was lost and is retried is stored once (the backend is idempotent
 * on the key).
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { emit } from '@sqs/runtime/events';
import { report } from '@sqs/runtime/report';
import { apiMessage } from '@sqs/runtime/data/api-messages';
import type { FormField } from '../model/field-types';
import { coerceValue, initialValues, type FieldValue, type FormValues } from '../model/values';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../machine/draft';
import { singleFlight } from '../machine/single-flight';
import { IDLE, isLocked, submissionReducer } from '../machine/submission';
import type { SubmitOutcome } from '../machine/submit-form';
import type { CaptchaAdapter } from '../captcha/captcha-adapter';
import { captchaConfig, captchaSize, loadCaptcha } from '../captcha/captcha';
import { eventContext, formEnvironment } from './form-environment';
import type { FormProps } from './form.read';


/** The submit path's code, fetched on the visitor's first touch of the form. */
const loadSubmitFlow = () => import('./submit-flow');

/** Fields whose value is restored from a draft: never passwords, never URL-fed hidden ones. */
const restorable = (field: FormField) => field.type !== 'password' && field.type !== 'hidden' && field.type !== 'section';

export function useForm(props: FormProps, host: HTMLElement) {
  const { definition } = props;
  const env = useMemo(() => formEnvironment(host), [host]);
  const draftId = draftKey(definition.formId, env.window.location.pathname);

  const [values, setValues] = useState<FormValues>(() => {
    const start = initialValues(definition, env.window.location.search);
    const draft = loadDraft(env.drafts, draftId);
    if (draft) for (const field of definition.fields) {
      if (restorable(field) && Object.hasOwn(draft, field.id)) start[field.id] = coerceValue(field, draft[field.id]);
    }
    return start;
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [state, dispatch] = useReducer(submissionReducer, IDLE);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const keyRef = useRef<string | null>(null);
  const captchaRef = useRef<CaptchaAdapter | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);

  // Every change is kept for a reload; passwords never leave memory.
  useEffect(() => {
    if (state.status === 'success') return;
    const passwords = definition.fields.filter((f) => f.type === 'password').map((f) => f.id);
    const hidden = definition.fields.filter((f) => !restorable(f) && f.type !== 'password').map((f) => f.id);
    saveDraft(env.drafts, draftId, values, [...passwords, ...hidden]);
  }, [values, state.status, definition, env, draftId]);

  useEffect(() => {
    emit(host, 'sqs-form-render', { formId: definition.formId });
  }, [host, definition.formId]);

  const setValue = useCallback((id: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [id]: value }));
    // The message described the old value; the next submit checks the new one.
    setFieldErrors((current) => {
      if (!(id in current)) return current;
      const { [id]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** Renders the captcha once into `container` (only forms with captcha load any of its code). */
  const mountCaptcha = useCallback(
    (container: HTMLElement | null) => {
      if (!container || !definition.captcha || captchaRef.current) return;
      const config = captchaConfig(env.context.websiteSettings);
      loadCaptcha(config, host.ownerDocument)
        .then(async (adapter) => {
          captchaRef.current = adapter;
          await adapter.render(container, { size: captchaSize(host.getBoundingClientRect().width), onChange: setCaptchaToken });
        })
        .catch((error: unknown) => report({ source: host.localName, message: 'The captcha could not be shown', error, element: host }));
    },
    [definition.captcha, env, host],
  );
  useEffect(() => () => captchaRef.current?.destroy(), []);

  const run = useMemo(
    () =>
      singleFlight(async () => {
        if (!emit(host, 'sqs-form-submit', { formId: definition.formId }, { cancelable: true })) return;
        setFieldErrors({});
        dispatch({ type: 'SUBMIT' });
        // Fetch the success path's code while the request is in flight.
        void import('@sqs/runtime/html/post-submit');

        const outcome: SubmitOutcome = await loadSubmitFlow().then(
          ({ runSubmission }) =>
            runSubmission({
              definition,
              values: () => valuesRef.current,
              captcha: definition.captcha
                ? {
                    required: true,
                    token: () => captchaRef.current?.token() ?? null,
                    reset: () => {
                      captchaRef.current?.reset();
                      setCaptchaToken(null);
                    },
                  }
                : undefined,
              api: env.api,
              key: keyRef,
              context: eventContext(env, props.isOverlayForm),
            }),
          // Offline before the code ever arrived: the input stays, the visitor can retry.
          () => ({ ok: false, message: apiMessage('network'), fieldErrors: {}, retryAfter: null, stage: 'key' }) as const,
        );

        dispatch(
          outcome.ok
            ? { type: 'SUCCEEDED' }
            : { type: 'FAILED', message: outcome.message, fieldErrors: outcome.fieldErrors, retryAfter: outcome.retryAfter },
        );
        if (!outcome.ok) {
          setFieldErrors(outcome.fieldErrors);
          emit(host, 'sqs-form-error', { formId: definition.formId, message: outcome.message, fieldErrors: outcome.fieldErrors });
          return;
        }
        clearDraft(env.drafts, draftId);
        emit(host, 'sqs-form-success', { formId: definition.formId, newsletter: props.newsletter });
        // readFormDefinition keeps only relative or http(s) redirects.
        if (definition.successRedirect) env.window.location.assign(definition.successRedirect);
      }),
    [definition, env, host, draftId, props.isOverlayForm, props.newsletter],
  );

  /** Fetches the submit path's code and the data layer's at the visitor's first touch, before any submit. */
  const prefetch = useCallback(() => {
    void loadSubmitFlow().catch(() => {});
    void env.api.preload?.();
  }, [env]);

  const submit = useCallback(
    (event: { preventDefault(): void }) => {
      event.preventDefault();
      if (!isLocked(state)) void run();
    },
    [run, state],
  );

  return { values, setValue, fieldErrors, state, submit, prefetch, mountCaptcha, captchaToken, redirecting: state.status === 'success' && !!definition.successRedirect };
}
