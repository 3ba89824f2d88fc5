/**
 * The file manager's rules that the browser and the reference backend share (issue 18 item 1):
 * which types may be stored, how sizes read, what a file name may be. Pure: no DOM, no I/O.
 *
 * Sizes are decimal, as the issue asks: 1 MB = 1,000,000 bytes (what a person reads on a
 * file's properties in most systems, and the figure the server's limit is given in).
 */
import { message } from '@sqs/runtime/contracts/messages';

/** A stored file as the API returns it (README "File manager API"): the browser and the server share this shape. */
export interface FileInfo {
  id: string;
  name: string;
  type: string;
  size: number;
  /** Raised by each rename: a rename names the version it saw (optimistic concurrency). */
  version: number;
  url: string;
  createdAt: string;
  updatedAt: string;
}

/** One page of the listing the file manager loads (Load More asks for the next). */
export interface FilePage {
  files: FileInfo[];
  nextCursor: number | null;
  total: number;
  maxBytes: number;
}

/** A stored kind: the type the server sniffs from the bytes, and the names a chooser offers. */
export interface AllowedType {
  mime: string;
  /** Lower-case extensions with the dot, for the file input's `accept` and the check before upload. */
  extensions: readonly string[];
}

/**
 * What may be stored. No HTML, SVG or scripts: a stored file is served from the site's own
 * origin, where any of those would run as the site. The server decides from the bytes
 * (packages/server/src/file-sniff.ts); the browser checks the name and type first only to
 * spare the visitor an upload that would be refused.
 */
export const ALLOWED_TYPES: readonly AllowedType[] = [
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  { mime: 'image/png', extensions: ['.png'] },
  { mime: 'image/gif', extensions: ['.gif'] },
  { mime: 'image/webp', extensions: ['.webp'] },
  { mime: 'application/pdf', extensions: ['.pdf'] },
  { mime: 'text/plain', extensions: ['.txt', '.csv', '.md'] },
  { mime: 'audio/mpeg', extensions: ['.mp3'] },
  { mime: 'audio/wav', extensions: ['.wav'] },
  { mime: 'audio/ogg', extensions: ['.ogg', '.oga'] },
  { mime: 'audio/mp4', extensions: ['.m4a'] },
  { mime: 'video/mp4', extensions: ['.mp4', '.m4v'] },
  { mime: 'video/webm', extensions: ['.webm'] },
  { mime: 'application/zip', extensions: ['.zip'] },
];

/** The reference backend's default limit: 20 MB. */
export const DEFAULT_MAX_BYTES = 20_000_000;
/** A display name's longest length, in characters (a file system's usual 255). */
export const MAX_NAME_LENGTH = 255;
/**
 * The most the rename field takes of a paste (issue 17: a 1 MB paste keeps the page responsive;
 * the browser would lay out the whole line). A field counts UTF-16 units, so any name the server
 * takes fits (255 characters are at most 510 units), and a name too long is still typed and
 * refused with its reason, never silently cut.
 */
export const NAME_FIELD_MAX_LENGTH = 1000;

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 1234567 → '1.2 MB', 20000000 → '20 MB', 999 → '999 bytes'. Decimal units. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  // One decimal below 10 ('1.5 MB'), whole above; a trailing '.0' is dropped.
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}

export const supportedTypesText = () =>
  message('files.types', 'images (JPEG, PNG, GIF, WebP), PDF, text, audio (MP3, WAV, Ogg, M4A), video (MP4, WebM) and ZIP');

export const tooLargeText = (maxBytes: number) =>
  message('files.tooLarge', 'This file is too large. The maximum size is {max}.', { max: formatBytes(maxBytes) });
export const unsupportedText = () =>
  message('files.unsupported', 'This file type is not supported. You can upload {types}.', { types: supportedTypesText() });
export const emptyText = () => message('files.empty', 'This file is empty.');
export const executableText = () => message('files.executable', 'Programs and scripts cannot be uploaded.');

/** SPEC.md §5 'Please enter a file name'. */
export const NAME_REQUIRED = 'Please enter a file name';

/** Why a size cannot be uploaded (0 bytes, over the limit), or null. */
export function sizeProblem(bytes: number, maxBytes: number): string | null {
  if (bytes <= 0) return emptyText();
  if (bytes > maxBytes) return tooLargeText(maxBytes);
  return null;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/** The allowed type a name and a browser's type claim point to, or null. A hint only: the server sniffs. */
export function typeFromName(name: string, claimed = ''): AllowedType | null {
  const byMime = ALLOWED_TYPES.find((type) => type.mime === claimed.toLowerCase());
  if (byMime) return byMime;
  const extension = extensionOf(name);
  return ALLOWED_TYPES.find((type) => type.extensions.includes(extension)) ?? null;
}

/** The check before an upload starts: the reason to refuse it, or null. */
export function uploadProblem(file: { name: string; size: number; type?: string }, maxBytes: number): string | null {
  if (!typeFromName(file.name, file.type)) return unsupportedText();
  return sizeProblem(file.size, maxBytes);
}

/** The file input's `accept`: every allowed extension and type. */
export const acceptAttribute = (): string => ALLOWED_TYPES.flatMap((type) => [type.mime, ...type.extensions]).join(',');

// C0 controls, DEL and C1 controls: never part of a name a person typed (NUL ends C strings).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Why a display name cannot be used, or null. Names are display names only (the stored file
 * is named by a generated id), but a name travels into Content-Disposition, downloads and
 * other tools, so separators, '.', '..' and control characters are refused outright.
 */
export function fileNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return message('files.nameRequired', NAME_REQUIRED);
  if ([...name].length > MAX_NAME_LENGTH) {
    return message('files.nameTooLong', 'File names can be at most {max} characters.', { max: MAX_NAME_LENGTH });
  }
  if (CONTROL.test(name)) return message('files.nameControl', 'File names cannot contain control characters.');
  if (/[/\\]/.test(name)) return message('files.nameSeparator', 'File names cannot contain / or \\.');
  if (name === '.' || name === '..') return message('files.nameDots', 'A file name cannot be only dots.');
  return null;
}

/** A file link (SPEC.md §1: links starting /s/ are file links), as the file manager's value holds it. */
const FILE_LINK = /^\/s\/[0-9a-f]{24}$/;

/** The control's value rule: '' (none chosen) or a file link; anything else keeps the previous value. */
export function acceptFileValue(raw: string, previous: string): { value: string; problem: string | null } {
  const value = raw.trim();
  if (value === '' || FILE_LINK.test(value)) return { value, problem: null };
  return { value: previous, problem: message('files.notALink', '{value} is not a file link (/s/ and the file\'s id).', { value: raw.slice(0, 80) }) };
}
