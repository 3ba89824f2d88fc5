/**
 * The form's values and what hangs on them (SPEC.md §4 "Form submission"), kept out of the
 * view; the submission itself is use-submission.ts.
 *
 * Nothing the visitor typed is lost (issue 5): values live in React state, are never
 * cleared on failure, and are mirrored to session storage as a draft (never password
 * fields) so a reload brings them back. Values are a keyed record (model/keyed.ts): a field
 * id such as `__proto__` or `constructor` is an ordinary key (issue 20).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { emit } from '@sqs/runtime/events';
import { report } from '@sqs/runtime/report';
import type { FormField } from '../model/field-types';
import { withEntry } from '../model/keyed';
import { carryValues, coerceValue, initialValues, type FieldValue, type FormValues } from '../model/values';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../machine/draft';
import type { CaptchaPort } from '../machine/submit-form';
import type { CaptchaAdapter } from '../captcha/captcha-adapter';
import { captchaConfig, captchaSize, loadCaptcha } from '../captcha/captcha';
import { formEnvironment } from './form-environment';
import type { FormProps } from './form.read';
import { useSubmission } from './use-submission';

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
  // A live change of the block JSON: the visitor's values stay, new fields start, hidden ones follow.
  const [valuesFor, setValuesFor] = useState(definition);
  if (valuesFor !== definition) {
    setValuesFor(definition);
    setValues((current) => carryValues(current, definition, env.window.location.search));
  }
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const captchaRef = useRef<CaptchaAdapter | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);

  const captcha = useMemo<CaptchaPort | undefined>(
    () =>
      definition.captcha
        ? {
            required: true,
            token: () => captchaRef.current?.token() ?? null,
            reset: () => {
              captchaRef.current?.reset();
              setCaptchaToken(null);
            },
          }
        : undefined,
    [definition.captcha],
  );

  const submission = useSubmission({
    host,
    definition,
    env,
    newsletter: props.newsletter,
    isOverlayForm: props.isOverlayForm,
    values: () => valuesRef.current,
    captcha,
    stored: () => clearDraft(env.drafts, draftId),
  });
  const { state, edited } = submission;

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

  const setValue = useCallback(
    (id: string, value: FieldValue) => {
      setValues((current) => withEntry(current, id, value));
      edited(id);
    },
    [edited],
  );

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

  return { values, setValue, state, submit: submission.submit, prefetch: submission.prefetch, mountCaptcha, captchaToken };
}
