/**
 * The dialogs a site's own code may open (issue 6 item 4). Its own chunk: a page pays for
 * it only when something imports it (the runtime may re-export it lazily).
 *
 *   const { confirmDialog, showToast } = await import('…/dialogs-api');
 *   if ((await confirmDialog({ title: 'Delete file?', message: '…' })) === 'confirm') showToast('Deleted');
 */
export { alertDialog, type AlertOptions } from './alert-dialog';
export { confirmDialog, type ConfirmOptions, type DialogResult } from './confirm-dialog';
export { showSystemError, type SystemErrorInput } from './system-error';
export { showToast, type ToastOptions } from './toast';
export { startTooltips, TOOLTIP_ATTRIBUTE } from './tooltips';
