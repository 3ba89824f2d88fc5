/**
 * The join dialog: sign up or sign in through the runtime's site-user session client (SPEC.md §7
 * POST /api/site-users/account/session, sign-up at /api/site-users/account; the XSRF token it
 * answers is kept for later calls), in a native modal `<dialog>`: showModal makes the page inert
 * (focus stays in with no hand-written trap), focus moves to the first field and back to the join
 * link on close, and Escape goes through the one dismiss stack (ARCHITECTURE.md), as the lightbox does.
 *
 * A sign-up names the plan the visitor chose (the join link's, else the toggle's), stored with the account.
 *
 * Checks run before anything is sent (model/member-account.ts, the rules the server applies
 * again); a refusal shows the server's text, on its field when it names one; no answer shows the
 * data layer's SPEC.md §8 text. What was typed stays. One request at a time.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import { emit } from '@sqs/runtime/events';
import { pushLayer, topLayer, type DismissibleLayer } from '@sqs/runtime/overlays/dismiss-stack';
import { pageOf } from '@sqs/runtime/page/page';
import { createSiteUserSession } from '@sqs/runtime/services/site-user-session';
import { ACCOUNT_TEXTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkCredentials, type AccountField, type AccountMode } from '../model/member-account';
import { afterSignIn } from './member-area.logic';
import type { JoinRequest } from './use-member-area';

export const JOIN_TEXTS = {
  signUpTitle: 'Create an account',
  signInTitle: 'Sign in',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  signUp: 'Create account',
  signIn: 'Sign in',
  busy: 'Please wait…',
  toSignIn: 'Already a member? Sign in',
  toSignUp: 'New here? Create an account',
  close: 'Close',
  signedIn: 'Signed in.',
} as const;

type FieldErrors = Partial<Record<AccountField, string>>;

const text = (key: keyof typeof JOIN_TEXTS) => message(`memberArea.${key}`, JOIN_TEXTS[key]);
const problemMessage = (code: keyof typeof ACCOUNT_TEXTS) =>
  message(`memberArea.${code}`, ACCOUNT_TEXTS[code], { email: ACCOUNT_TEXTS.emailExample, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

export function useJoinDialog(host: HTMLElement, successRedirect: string) {
  const [request, setRequest] = useState<JoinRequest | null>(null);
  const [mode, setMode] = useState<AccountMode>('sign-up');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const layer = useRef<DismissibleLayer | null>(null);
  const sending = useRef(false);
  const latest = useRef(request);
  latest.current = request;
  const id = useId();
  const open = request !== null;

  const close = () => setRequest(null);

  const openWith = (next: JoinRequest) => {
    setMode(next.mode);
    setError('');
    setFields({});
    setStatus('');
    setRequest(next);
  };

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    emailRef.current?.focus();
    const own: DismissibleLayer = { dismiss: () => setRequest(null) };
    layer.current = own;
    const pop = pushLayer(own);
    return () => {
      pop();
      layer.current = null;
      if (dialog.open) dialog.close();
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // Passive, so it runs after close() and the browser's own focus restore (use-lightbox.ts).
    const from = latest.current?.from;
    return () => {
      if (from?.isConnected) from.focus();
    };
  }, [open]);

  const switchMode = () => {
    setMode((m) => (m === 'sign-up' ? 'sign-in' : 'sign-up'));
    setError('');
    setFields({});
    emailRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const problem = checkCredentials(mode, email, password);
    if (problem) {
      setError('');
      setFields({ [problem.field]: problemMessage(problem.code) });
      (problem.field === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    setError('');
    setFields({});
    const session = createSiteUserSession({ api: pageOf(host.ownerDocument).api });
    const credentials = { email, password, rememberMe: form.get('rememberMe') === 'on' };
    const plan = latest.current?.plan ?? '';
    const result = await (mode === 'sign-up' ? session.signUp({ ...credentials, plan }) : session.signIn(credentials));
    if (!result.ok) {
      sending.current = false;
      setBusy(false);
      const errors = result.data?.errors;
      const named = typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : {};
      const serverText = typeof result.data?.error === 'string' ? result.data.error : '';
      if (named.email || named.password) setFields({ email: named.email, password: named.password });
      else setError(serverText || result.message);
      return;
    }
    // Cancelable: an app that shows the member's view itself stays on the page. Otherwise the
    // dialog stays busy while the page goes on, so nothing is sent twice.
    if (emit(host, 'sqs-member-area-sign-in', { mode }, { cancelable: true })) {
      const win = host.ownerDocument.defaultView ?? window;
      win.location.assign(afterSignIn(successRedirect, win.location.href));
      return;
    }
    sending.current = false;
    setBusy(false);
    setStatus(text('signedIn'));
    close();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape reaches the dismiss stack first; the dialog must not also close itself.
    event.preventDefault();
    if (layer.current && topLayer() === layer.current) close();
  };

  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (layer.current && !event.currentTarget.open) close();
  };

  const errorId = (field: AccountField) => `${id}${field}-error`;
  const fieldProps = (field: AccountField) => ({
    id: `${id}${field}`,
    name: field,
    'aria-invalid': fields[field] ? true : undefined,
    'aria-describedby': fields[field] ? errorId(field) : undefined,
  });

  return {
    open,
    mode,
    busy,
    error,
    fields,
    status,
    text,
    openWith,
    close,
    switchMode,
    titleId: `${id}title`,
    errorId,
    dialogProps: { ref: dialogRef, onCancel, onClose: onNativeClose, 'aria-labelledby': `${id}title` },
    formProps: { onSubmit, noValidate: true },
    emailProps: { ...fieldProps('email'), ref: emailRef, type: 'email', autoComplete: 'email', required: true },
    passwordProps: { ...fieldProps('password'), ref: passwordRef, type: 'password', autoComplete: mode === 'sign-up' ? 'new-password' : 'current-password', required: true },
  };
}
