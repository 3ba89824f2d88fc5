/**
 * The editor kit's demo endpoints (issue 17). `/editor` composes the controls in a real `<form>`
 * that posts here; the answer echoes the fields as received, so a test submits the page's form
 * with the browser's own submission and reads on the server what each control sent.
 */
import type { FastifyInstance } from 'fastify';

export function registerEditorRoutes(app: FastifyInstance): void {
  app.post('/editor/received', async (request, reply) => {
    const fields = request.body && typeof request.body === 'object' ? request.body : {};
    return reply.header('Cache-Control', 'no-store').send({ contentType: request.headers['content-type'] ?? null, fields });
  });
}
