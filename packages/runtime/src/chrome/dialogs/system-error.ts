/**
 * The system error overlay (SPEC.md §8): which text is decided in system-error-text.ts;
 * this shows it as a modal alert dialog with Reload Page and Clear. Escape is Clear.
 * One overlay at a time: an error announced while one is open is not shown over it.
 *
 * A network failure also announces `sqs-system-network-error` on the window with
 * `{urlRequested}` (SPEC.md §7 system_network_error), for analytics to track: this
 * chunk does not import analytics.
 */
import { message } from '../../contracts/messages';
import { emit } from '../../events';
import { report } from '../../report';
import { openDialog, type OpenDialog } from './dialog-shell';
import { DIALOG_PADDING, DIALOG_WIDTH } from './dialog-defaults';
import { readSystemError, systemErrorView } from './system-error-text';

export type { SystemErrorInput } from './system-error-text';

type Answer = 'reload' | 'clear';
let current: OpenDialog<Answer> | null = null;

/** Opens the overlay for an error (an event's `detail`, read forgivingly). Null when one is open already. */
export function openSystemError(detail: unknown, doc: Document = document): OpenDialog<Answer> | null {
  if (current?.host.isConnected) return null;
  const win = doc.defaultView ?? window;
  try {
    const view = systemErrorView(readSystemError(detail), win.location.hostname);
    const body: Node[] = [];
    if (view.text) {
      const p = doc.createElement('p');
      p.setAttribute('part', 'message');
      p.textContent = view.text;
      body.push(p);
    }
    if (view.lines.length) {
      const list = doc.createElement('dl');
      list.setAttribute('part', 'details');
      for (const line of view.lines) {
        const term = doc.createElement('dt');
        term.textContent = line.label;
        const value = doc.createElement('dd');
        value.textContent = line.text;
        list.append(term, value);
      }
      body.push(list);
    }
    if (view.errorKey) {
      const key = doc.createElement('p');
      key.setAttribute('part', 'error-key');
      key.textContent = view.errorKey;
      body.push(key);
    }
    const open = openDialog<Answer>({
      title: view.title,
      message: '',
      body,
      buttons: [
        { value: 'reload', text: message('systemError.reload', 'Reload Page') },
        { value: 'clear', text: message('systemError.clear', 'Clear') },
      ],
      cancelValue: 'clear',
      role: 'alertdialog',
      kind: 'overlay',
      width: DIALOG_WIDTH,
      padding: DIALOG_PADDING,
      destroy: true,
      document: doc,
    });
    current = open;
    void open.result.then((answer) => {
      if (current === open) current = null;
      if (answer === 'reload') win.location.reload();
    });
    if (view.track) emit(win, 'sqs-system-network-error', view.track);
    return open;
  } catch (error) {
    report({ source: 'dialogs', message: 'The system error overlay could not open', error });
    return null;
  }
}

/** Shows the overlay; resolves when it has hidden (Clear) or the page reloads. */
export function showSystemError(detail?: unknown, doc: Document = document): Promise<void> {
  const open = openSystemError(detail ?? {}, doc);
  return open ? open.result.then(() => undefined) : Promise.resolve();
}
