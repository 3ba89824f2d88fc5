/**
 * One constant-time comparison for every secret the server checks: the crumb
 * (crumb.ts), the CSRF header of the error endpoint (routes/telemetry.ts), the sign-in
 * password and the site-user XSRF token (routes/auth.ts).
 *
 * `timingSafeEqual` throws (ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH, a 500) on buffers of
 * different byte lengths, and equal string lengths do not mean equal byte lengths ('é'
 * is one UTF-16 unit but two UTF-8 bytes). Hashing both sides first gives two 32-byte
 * digests, so the comparison never throws and its time does not depend on where the
 * texts differ, nor on their lengths. The texts are hashed as UTF-16 code units, which
 * is lossless: UTF-8 would turn every lone surrogate into the same U+FFFD bytes and let
 * two different strings compare equal.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf16le').digest();

/** True when `given` equals `expected`, compared in constant time. Never throws. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
