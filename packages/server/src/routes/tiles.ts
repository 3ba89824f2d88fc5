/**
 * A local stand-in for a map tile server (issue 14): the demo and the tests draw real maps
 * without reaching outside. `GET /assets/tiles/:set/:z/:x/:y.png` answers a generated 256 px
 * PNG: a flat ground colour per set with a grid and a band that moves with x and y, so panning
 * shows. Sets: base, satellite, terrain, labels (transparent with a mark). In development,
 * the set `broken` answers 500 for every tile, so a test can show the map survives it.
 * Tiles are cached by the browser for a day, and here by set and position.
 */
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const SIZE = 256;
type Rgba = readonly [number, number, number, number];
const SETS: Record<string, { ground: Rgba; line: Rgba; band: Rgba }> = {
  base: { ground: [236, 232, 222, 255], line: [205, 199, 185, 255], band: [255, 255, 255, 255] },
  satellite: { ground: [62, 88, 60, 255], line: [48, 70, 46, 255], band: [120, 112, 92, 255] },
  terrain: { ground: [218, 228, 198, 255], line: [190, 204, 166, 255], band: [240, 236, 214, 255] },
  labels: { ground: [0, 0, 0, 0], line: [0, 0, 0, 0], band: [60, 60, 60, 200] },
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  Buffer.from(type, 'ascii').copy(head, 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** One tile as PNG bytes (8-bit RGBA). Pure. */
export function tilePng(set: string, z: number, x: number, y: number): Buffer {
  const colours = SETS[set] ?? SETS.base!;
  const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE);
  const shift = ((x * 37 + y * 61 + z * 11) % 8) * 32;
  for (let row = 0; row < SIZE; row += 1) {
    const offset = row * (SIZE * 4 + 1);
    raw[offset] = 0; // filter: none
    for (let col = 0; col < SIZE; col += 1) {
      const grid = row % 64 === 0 || col % 64 === 0;
      const band = Math.abs(((col + row + shift) % SIZE) - 128) < 6;
      const colour = band ? colours.band : grid ? colours.line : colours.ground;
      raw.set(colour, offset + 1 + col * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function registerTileRoutes(app: FastifyInstance, { dev }: { dev: boolean }): void {
  const cache = new Map<string, Buffer>();
  app.get('/assets/tiles/:set/:z/:x/:y.png', async (request, reply) => {
    const { set = '', z, x, y } = request.params as Record<string, string | undefined>;
    if (dev && set === 'broken') return reply.code(500).type('text/plain').send('Injected tile failure');
    const [zn, xn, yn] = [z, x, y].map(Number) as [number, number, number];
    const valid = set in SETS && [zn, xn, yn].every((n) => Number.isInteger(n) && n >= 0) && zn <= 22 && xn < 2 ** zn && yn < 2 ** zn;
    if (!valid) return reply.code(404).type('text/plain').send('Not found');
    const key = `${set}/${zn}/${xn}/${yn}`;
    let png = cache.get(key);
    if (!png) {
      png = tilePng(set, zn, xn, yn);
      if (cache.size > 2000) cache.clear();
      cache.set(key, png);
    }
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(png);
  });
}
