/** How the API answers an error thrown while handling a request. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** SPEC.md §8 "Data layer": the text for 500. */
export const INTERNAL_ERROR = 'Internal server error. Please try again later.';

/**
 * The answer to an error thrown in a request (CONTRACT.md §6: errors answer JSON
 * `{"error": "message"}`). A 4xx Fastify or a plugin raised (a body that is not valid JSON,
 * too large, of a type no parser takes; the API-wide rate limit) keeps its status, with
 * `text4xx(status)` or else the error's own message, not Fastify's bare reason phrase.
 * Anything else is a bug: logged, and answered 500 with `text500`.
 */
/** Fastify's message for these is only the reason phrase. */
const CLEARER: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send application/json, application/x-www-form-urlencoded or text/plain.',
};

export function apiErrorHandler(text500: string, text4xx: (status: number) => string | undefined = () => undefined) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: text4xx(status) ?? CLEARER[error.code] ?? error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: text500 });
  };
}
