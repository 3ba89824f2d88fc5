/**
 * What the editor kit's controls read from the reference backend (issue 17):
 *   GET /api/editor/pages?q=   {pages: [{url, title}]}   the demo site's pages, for the link editor's Page tab
 *   GET /api/google-maps/places/autocomplete?input=   {predictions: [{placeId, description}]}
 *   GET /api/google-maps/places/details?placeId=&productPage=&productSection=   {address: {addressLine1, …, country}}
 * The link editor searches the list itself; `q` narrows it here too (title or URL holds the text).
 * The places calls (SPEC.md §7) are a local stand-in for the provider's: a few fixed addresses,
 * nothing leaves the machine. Details without the tracking context productPage and productSection
 * answer 400 with SPEC.md §8's text, as the real adapter refuses them.
 */
import type { FastifyInstance } from 'fastify';
import { demoSiteDocs } from './search';

const MAX_QUERY = 200;

/** SPEC.md §8. */
export const TRACKING_CONTEXT_ERROR = 'Please provide a tracking context when using Google Places API details to track cost';

/** The stand-in provider's places. */
const PLACES = [
  { placeId: 'standin-harbour', addressLine1: '1 Harbour Street', addressLine2: '', city: 'Portland', state: 'ME', zip: '04101', country: 'US' },
  { placeId: 'standin-harbor-view', addressLine1: '200 Harbor View Road', addressLine2: 'Suite 4', city: 'Seattle', state: 'WA', zip: '98101', country: 'US' },
  { placeId: 'standin-market', addressLine1: '18 Market Square', addressLine2: '', city: 'Boston', state: 'MA', zip: '02109', country: 'US' },
  { placeId: 'standin-broadway', addressLine1: '1600 Broadway', addressLine2: '', city: 'New York', state: 'NY', zip: '10019', country: 'US' },
  { placeId: 'standin-high-street', addressLine1: '10 High Street', addressLine2: '', city: 'Edinburgh', state: '', zip: 'EH1 1SR', country: 'GB' },
  { placeId: 'standin-hafen', addressLine1: 'Hafenstraße 7', addressLine2: '', city: 'Hamburg', state: '', zip: '20359', country: 'DE' },
];
const describePlace = (p: (typeof PLACES)[number]) => [p.addressLine1, p.city, [p.state, p.zip].filter(Boolean).join(' '), p.country].filter(Boolean).join(', ');
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const oneString = (value: unknown) => (typeof value === 'string' ? value : '');

export function registerEditorKitRoutes(app: FastifyInstance, options: { demoDir: string }): void {
  // Read once: the demo pages do not change while the server runs.
  let pages: Array<{ url: string; title: string }> | null = null;
  const sitePages = () =>
    (pages ??= demoSiteDocs(options.demoDir)
      .filter((doc) => doc.kind === 'page')
      .map((doc) => ({ url: doc.url, title: doc.title }))
      .sort((a, b) => (a.url === '/' ? -1 : b.url === '/' ? 1 : a.title.localeCompare(b.title))));

  app.get('/api/editor/pages', async (request, reply) => {
    const q = (request.query as { q?: unknown }).q;
    const text = (typeof q === 'string' ? q : '').slice(0, MAX_QUERY).toLowerCase().trim();
    const list = text === '' ? sitePages() : sitePages().filter((page) => `${page.title} ${page.url}`.toLowerCase().includes(text));
    return reply.header('Cache-Control', 'no-store').send({ pages: list });
  });

  app.get('/api/google-maps/places/autocomplete', async (request, reply) => {
    const input = fold(oneString((request.query as { input?: unknown }).input).slice(0, MAX_QUERY)).trim();
    const words = input.split(/\s+/).filter(Boolean);
    const predictions =
      words.length === 0 ? [] : PLACES.filter((place) => words.every((word) => fold(describePlace(place)).includes(word))).map((place) => ({ placeId: place.placeId, description: describePlace(place) }));
    return reply.header('Cache-Control', 'no-store').send({ predictions });
  });

  app.get('/api/google-maps/places/details', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (oneString(query.productPage).trim() === '' || oneString(query.productSection).trim() === '') {
      return reply.code(400).send({ error: TRACKING_CONTEXT_ERROR });
    }
    const place = PLACES.find((p) => p.placeId === oneString(query.placeId));
    if (!place) return reply.code(404).send({ error: 'Not found' });
    const { placeId: _id, ...address } = place;
    return reply.header('Cache-Control', 'no-store').send({ address });
  });
}
