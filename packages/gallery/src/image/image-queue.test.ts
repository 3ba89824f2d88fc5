import { describe, expect, it } from 'vitest';
import { createImageQueue, IMAGE_QUEUE_CONCURRENCY, MOBILE_IMAGE_QUEUE_CONCURRENCY, queueConcurrency } from './image-queue';

/** A load the test finishes by hand. */
function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('image queue (SPEC.md §9: 16 at once, 1 on mobile)', () => {
  it('runs 16 loads at once on desktop and 1 on mobile', () => {
    expect(IMAGE_QUEUE_CONCURRENCY).toBe(16);
    expect(MOBILE_IMAGE_QUEUE_CONCURRENCY).toBe(1);
    expect(queueConcurrency(false)).toBe(16);
    expect(queueConcurrency(true)).toBe(1);
  });

  it('never runs more than its concurrency, and starts the next when one ends', async () => {
    const queue = createImageQueue({ concurrency: 16 });
    const loads = Array.from({ length: 20 }, () => deferred());
    let peak = 0;
    let started = 0;
    const results = loads.map((load) =>
      queue.add(() => {
        started += 1;
        peak = Math.max(peak, queue.running);
        return load.promise;
      }),
    );
    expect(started).toBe(16);
    expect(queue.waiting).toBe(4);
    loads[0]!.resolve('a');
    await tick();
    expect(started).toBe(17);
    for (const load of loads) load.resolve('x');
    await Promise.all(results);
    expect(peak).toBe(16);
    expect(queue.running).toBe(0);
  });

  it('loads one at a time on mobile', async () => {
    const queue = createImageQueue({ concurrency: queueConcurrency(true) });
    const order: string[] = [];
    const a = deferred();
    const first = queue.add(() => {
      order.push('a');
      return a.promise;
    });
    const second = queue.add(async () => {
      order.push('b');
      return 'b';
    });
    await tick();
    expect(order).toEqual(['a']);
    a.resolve('a');
    await Promise.all([first, second]);
    expect(order).toEqual(['a', 'b']);
  });

  it('runs higher priorities first, equal ones in order', async () => {
    const queue = createImageQueue({ concurrency: 0 });
    const order: string[] = [];
    const add = (name: string, priority?: number) => queue.add(async () => void order.push(name), { priority });
    const all = [add('low'), add('high', 5), add('low2'), add('mid', 1)];
    queue.setConcurrency(1);
    await Promise.all(all);
    expect(order).toEqual(['high', 'mid', 'low', 'low2']);
  });

  it('pauses at concurrency 0 and resumes', async () => {
    const queue = createImageQueue({ concurrency: 2 });
    queue.setConcurrency(0);
    let ran = false;
    const done = queue.add(async () => {
      ran = true;
    });
    await tick();
    expect(ran).toBe(false);
    queue.setConcurrency(2);
    await done;
    expect(ran).toBe(true);
  });

  it('does not load an image twice while it is loading (same key)', async () => {
    const queue = createImageQueue();
    const load = deferred();
    let calls = 0;
    const loader = () => {
      calls += 1;
      return load.promise;
    };
    const a = queue.add(loader, { key: '/p.jpg?format=500w' });
    const b = queue.add(loader, { key: '/p.jpg?format=500w' });
    load.resolve('done');
    expect(await a).toBe('done');
    expect(await b).toBe('done');
    expect(calls).toBe(1);
    await queue.add(loader, { key: '/p.jpg?format=500w' }); // finished: a new load
    expect(calls).toBe(2);
  });

  it('drops a waiting load when aborted, and lets a running one finish', async () => {
    const queue = createImageQueue({ concurrency: 1 });
    const running = deferred();
    const first = new AbortController();
    const second = new AbortController();
    let secondRan = false;
    const a = queue.add(() => running.promise, { signal: first.signal });
    const b = queue.add(
      async () => {
        secondRan = true;
      },
      { signal: second.signal },
    );
    second.abort();
    await expect(b).rejects.toThrow(/cancelled/);
    first.abort();
    running.resolve('still done');
    expect(await a).toBe('still done');
    expect(secondRan).toBe(false);
    await expect(queue.add(async () => 1, { signal: second.signal })).rejects.toThrow(/cancelled/);
  });

  it('passes on a failed load and keeps going', async () => {
    const queue = createImageQueue({ concurrency: 1 });
    const failed = queue.add(() => Promise.reject(new Error('404')));
    const thrown = queue.add(() => {
      throw new Error('sync');
    });
    const next = queue.add(async () => 'ok');
    await expect(failed).rejects.toThrow('404');
    await expect(thrown).rejects.toThrow('sync');
    expect(await next).toBe('ok');
  });
});
