/**
 * Where the long tasks of the scrolling measure come from (scripts/bench-scroll.ts): the same
 * wheel scroll of /text-effects under a devtools.timeline trace, each main-thread task over
 * 50 ms broken down by what ran inside it (script, style, layout, paint…). With `--floor` it
 * scrolls the same page with every block's tag renamed (nothing upgrades): the machine's own
 * noise. `node --import tsx scripts/trace-scroll.ts [--floor] [--runs N]`. Printed only.
 */
import { execSync } from 'node:child_process';
import { launchForScroll, mainThreadCpu, openScrollPage, scrollToBottom, serveScrollPage } from './bench-scroll';

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> }

/** The kind of work a trace event stands for, as the Performance panel groups it. */
function kindOf(e: TraceEvent): string {
  const n = e.name;
  if (/^(FunctionCall|EvaluateScript|v8\.|V8\.|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|FireIdleCallback|ResizeObserver|IntersectionObserver|v8\.compile|ParseHTML|XHR)/.test(n)) return `script:${n}`;
  if (/UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|InvalidateLayout/.test(n)) return 'style';
  if (/^Layout$|UpdateLayout|LayoutShift/.test(n)) return 'layout';
  if (/Paint|Layerize|UpdateLayer|Commit|CompositeLayers|RasterTask|PrePaint|Decode/.test(n)) return `render:${n}`;
  if (/SVG|SMIL|Animation|animate/i.test(n)) return `anim:${n}`;
  return `other:${n}`;
}

async function once(floor: boolean) {
  const server = await serveScrollPage((html) => {
    // Every block upgraded before the scroll starts: what is left is the cost of scrolling itself.
    if (eager) html = html.replace(/<(sqs-(?:marquee|text-highlight))(?=[\s>])/g, '<$1 data-load-on="eager"');
    return floor ? html.replace(/(<\/?)sqs-/g, '$1x-') : html;
  });
  const browser = await launchForScroll();
  const load = () => execSync('uptime').toString().replace(/.*load average:/, '').trim();
  try {
    const page = await openScrollPage(browser, server.origin, { blocks: !floor });
    const loadBefore = load();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'cc', 'gpu'] });
    const states = async () => page.evaluate(() => [...document.querySelectorAll('sqs-marquee')].map((m) => m.getAttribute('data-sqs-state') ?? '-').join(','));
    if (idle) {
      // No scrolling: the middle of the bench section on screen, its marquees moving, for 2 s.
      await page.evaluate(() => document.querySelector('#scroll-bench sqs-marquee:nth-of-type(5)')?.scrollIntoView());
      await page.waitForTimeout(3000);
      await browser.stopTracing();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await page.waitForTimeout(2000);
    }
    if (idle) await page.waitForTimeout(500);
    else await scrollToBottom(page);
    const buffer = await browser.stopTracing();
    const observed = await page.evaluate(() => ({ tasks: (window as unknown as { longTasks: number[] }).longTasks, y: scrollY, h: document.documentElement.scrollHeight - innerHeight }));
    const endStates = await states();
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const threads = new Map<string, string>();
    for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, String((e.args as { name: string }).name));
    const main = new Set([...threads].filter(([, name]) => name === 'CrRendererMain').map(([key]) => key));
    const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && typeof e.dur === 'number');
    const longs = onMain.filter((e) => e.name === 'RunTask' && (e.dur as number) > 50_000);
    console.log(`${floor ? 'FLOOR (no blocks)' : eager ? 'BLOCKS (all eager)' : 'BLOCKS'} load ${loadBefore} → ${load()}; observer long tasks ${observed.tasks.length} [${observed.tasks.map((t) => t.toFixed(0)).join(', ')}]; trace RunTask>50ms ${longs.length}; scrolled ${observed.y}/${observed.h}`);
    if (!floor) console.log(`  marquee states: ${endStates}`);
    // Whole-scroll totals, by kind (self time), and the breakdown of each long task.
    const selfTimes = (inside: TraceEvent[]) => {
      const sorted = [...inside].sort((a, b) => a.ts - b.ts || (b.dur as number) - (a.dur as number));
      const totals = new Map<string, number>();
      const stack: TraceEvent[] = [];
      for (const e of sorted) {
        while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur as number) <= e.ts) stack.pop();
        const parent = stack.at(-1);
        if (parent) totals.set(kindOf(parent), (totals.get(kindOf(parent)) ?? 0) - (e.dur as number));
        totals.set(kindOf(e), (totals.get(kindOf(e)) ?? 0) + (e.dur as number));
        stack.push(e);
      }
      return [...totals].filter(([k]) => k !== 'other:RunTask').sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(' | ');
    };
    const all = onMain.filter((e) => e.name !== 'ThreadControllerImpl::RunTask');
    const busy = onMain.filter((e) => e.name === 'RunTask').reduce((s, e) => s + (e.dur as number), 0);
    const span = (Math.max(...onMain.map((e) => e.ts + (e.dur as number))) - Math.min(...onMain.map((e) => e.ts))) / 1000;
    const frames = onMain.filter((e) => e.name.endsWith('BeginMainFrame')).length;
    const paints = onMain.filter((e) => e.name === 'Paint').length;
    const moving = await page.evaluate(() => [...document.querySelectorAll('sqs-marquee')].filter((m) => m.shadowRoot?.querySelector('[data-moving]')).length);
    const { cpuLongTasks, cpuMs } = mainThreadCpu(events);
    console.log(`  main-thread CPU ${cpuMs.toFixed(0)} ms; tasks over 50 ms of CPU: ${cpuLongTasks}`);
    console.log(`  ${idle ? 'IDLE 2 s' : 'scroll'}: main-thread frames ${frames}, paints ${paints}, marquees moving ${moving}`);
    console.log(`  main thread busy ${(busy / 1000).toFixed(0)} ms of ${span.toFixed(0)} ms; self ms: ${selfTimes(all)}`);
    for (const task of longs) {
      const inside = all.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + (e.dur as number) <= task.ts + (task.dur as number));
      // Wall time against the thread's own CPU time: the gap is time the OS gave to other processes.
      console.log(`  long ${((task.dur as number) / 1000).toFixed(0)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(0)} ms): ${selfTimes(inside)}`);
    }
    await page.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

const floor = process.argv.includes('--floor');
const idle = process.argv.includes('--idle');
const eager = process.argv.includes('--eager');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1;
for (let i = 0; i < runs; i += 1) await once(floor && !process.argv.includes('--both') ? true : false);
if (process.argv.includes('--both')) for (let i = 0; i < runs; i += 1) await once(true);
