import type { useJoinDialog } from './use-join-dialog';

/** The join dialog's markup; its state and behaviour come from useJoinDialog. */
export function JoinDialogView({ join }: { join: ReturnType<typeof useJoinDialog> }) {
  const { text, mode } = join;
  if (!join.open) return null;
  const signUp = mode === 'sign-up';
  return (
    <dialog part="dialog" className="dialog" {...join.dialogProps}>
      <form className="join" {...join.formProps}>
        <div className="dialog-head">
          <h2 id={join.titleId} className="dialog-title">{text(signUp ? 'signUpTitle' : 'signInTitle')}</h2>
          <button part="close" className="close" type="button" aria-label={text('close')} onClick={join.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p part="error" className="error" role="alert">{join.error}</p>
        <p className="field">
          <label htmlFor={join.emailProps.id}>{text('email')}</label>
          <input part="input" {...join.emailProps} />
          {join.fields.email && <span id={join.errorId('email')} part="field-error" className="field-error">{join.fields.email}</span>}
        </p>
        <p className="field">
          <label htmlFor={join.passwordProps.id}>{text('password')}</label>
          <input part="input" {...join.passwordProps} />
          {join.fields.password && <span id={join.errorId('password')} part="field-error" className="field-error">{join.fields.password}</span>}
        </p>
        {!signUp && (
          <p className="remember">
            <label>
              <input type="checkbox" name="rememberMe" /> {text('rememberMe')}
            </label>
          </p>
        )}
        <button part="submit" className="submit" type="submit" aria-disabled={join.busy || undefined}>
          {join.busy ? text('busy') : text(signUp ? 'signUp' : 'signIn')}
        </button>
        <p className="switch">
          <button part="switch" className="link" type="button" onClick={join.switchMode}>
            {text(signUp ? 'toSignIn' : 'toSignUp')}
          </button>
        </p>
      </form>
    </dialog>
  );
}
