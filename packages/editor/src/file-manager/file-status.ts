/**
 * What the file manager says about an upload, a rename or a delete (SPEC.md §4 "Other
 * statuses": file processing failed and cancelled, upload failed; §8 "Editor" texts).
 */
import { message } from '@sqs/runtime/contracts/messages';

/** A problem shown as a titled notice: the SPEC.md §8 title and text, and the server's reason. */
export interface Notice {
  title: string;
  text: string;
  detail: string | null;
}

export const uploadNotice = (detail: string | null): Notice => ({
  title: message('files.uploadTitle', 'Unable to Upload File'),
  text: message('files.uploadProblem', 'There was a problem while uploading your file.'),
  detail,
});

export const renameNotice = (detail: string | null): Notice => ({
  title: message('files.renameTitle', 'Unable to Rename File'),
  text: message('files.renameProblem', 'There was a problem while renaming your file.'),
  detail,
});

/** SPEC.md §8 "Confirmations": delete file. */
export const deleteConfirmText = () => message('files.deleteConfirm', "This can't be undone. Make sure to update all links to this file.");

/** SPEC.md §8: the connection ended before the server had the whole file. */
export const uploadIncompleteText = () => message('files.uploadIncomplete', 'File upload failed to complete');
/** SPEC.md §8: the server had the file and refused or could not store it. */
export const processingFailedText = () => message('files.processingFailed', 'File processing failed');
export const cancelledText = () => message('files.cancelled', 'File processing cancelled');
export const processingText = () => message('files.processing', 'Processing…');
export const uploadedText = () => message('files.uploaded', 'Uploaded');
export const uploadingText = (percent: number) => message('files.uploading', 'Uploading… {percent}%', { percent });
