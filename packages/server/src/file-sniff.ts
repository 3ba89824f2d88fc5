/**
 * A stored file's type, read from its first bytes (magic numbers), never from the name or the
 * type the client claims (issue 18: "never trusts the client's type or name"). Programs and
 * scripts are recognised so they are refused by name, whatever the file is called.
 */

/** How many leading bytes the sniffer needs. */
export const SNIFF_BYTES = 4096;

export type Sniffed = { kind: 'allowed'; mime: string } | { kind: 'executable'; what: string } | { kind: 'unknown' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Executables first: their headers must never be read as anything else. */
const EXECUTABLES: ReadonlyArray<[string, readonly number[]]> = [
  ['ELF', [0x7f, 0x45, 0x4c, 0x46]],
  ['PE (Windows)', ascii('MZ')],
  ['Mach-O', [0xfe, 0xed, 0xfa, 0xce]],
  ['Mach-O', [0xfe, 0xed, 0xfa, 0xcf]],
  ['Mach-O', [0xce, 0xfa, 0xed, 0xfe]],
  ['Mach-O', [0xcf, 0xfa, 0xed, 0xfe]],
  // Mach-O universal binary, and Java class files (the same four bytes).
  ['Mach-O universal', [0xca, 0xfe, 0xba, 0xbe]],
  ['script', ascii('#!')],
];

const SIGNATURES: ReadonlyArray<[string, readonly number[], number?]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', ascii('GIF87a')],
  ['image/gif', ascii('GIF89a')],
  ['application/pdf', ascii('%PDF-')],
  ['audio/ogg', ascii('OggS')],
  ['video/webm', [0x1a, 0x45, 0xdf, 0xa3]],
  ['application/zip', [0x50, 0x4b, 0x03, 0x04]],
  ['application/zip', [0x50, 0x4b, 0x05, 0x06]],
  ['audio/mpeg', ascii('ID3')],
];

/** RIFF containers: the form type at byte 8 says which. */
function riff(bytes: Uint8Array): string | null {
  if (!startsWith(bytes, ascii('RIFF'))) return null;
  if (startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  return null;
}

/** ISO base media (MP4): 'ftyp' at byte 4, the brand after it; 'M4A ' is audio. */
function isoMedia(bytes: Uint8Array): string | null {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return null;
  return startsWith(bytes, ascii('M4A '), 8) ? 'audio/mp4' : 'video/mp4';
}

/** An MPEG audio frame without an ID3 tag: 11 sync bits, then a valid version and layer. */
const mpegFrame = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0;

/**
 * Plain text: UTF-8 (a sequence cut at the end of the sample is fine) without control
 * characters other than tab, line feed, form feed and carriage return.
 */
function isText(bytes: Uint8Array, complete: boolean): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/** `head`: the file's first bytes (up to SNIFF_BYTES); `complete`: head is the whole file. */
export function sniff(head: Uint8Array, complete: boolean): Sniffed {
  for (const [what, signature] of EXECUTABLES) if (startsWith(head, signature)) return { kind: 'executable', what };
  for (const [mime, signature] of SIGNATURES) if (startsWith(head, signature)) return { kind: 'allowed', mime };
  const media = riff(head) ?? isoMedia(head);
  if (media) return { kind: 'allowed', mime: media };
  if (mpegFrame(head)) return { kind: 'allowed', mime: 'audio/mpeg' };
  // A byte-order mark is allowed; a text starting with '#!' was refused above as a script.
  if (head.length > 0 && isText(head, complete)) return { kind: 'allowed', mime: 'text/plain' };
  return { kind: 'unknown' };
}
