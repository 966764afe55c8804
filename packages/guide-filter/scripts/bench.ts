// Benchmark: how much main-thread time the guide filter spends while a shopper scrolls a
// 40-section guide in Chromium, and how many layouts it forces.
//
//   pnpm --filter @cairn/guide-filter run bench
//
// The fixture page is built with the package in a chunk of its own (guide-filter-*.js), and a
// DevTools performance trace is taken while the page is scrolled with the mouse wheel. Time in
// the package is the main thread's CPU time (trace thread time, so a busy machine does not
// inflate it) in the JavaScript calls that enter that chunk (scroll listener, timers, animation
// frames, observer callbacks, and the React updates they trigger); a forced
// layout is a Layout or UpdateLayoutTree (style) event nested inside such a call. A control run
// adds a handler that forces a layout on every scroll, to show the counter catches them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import {
  buildFixture,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  hasChromium,
  serve,
} from '../test/browser/fixture-server.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event: unlike `dur`, not inflated when the thread is descheduled. */
  tdur?: number;
  tts?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; type?: string } };
}

interface Span {
  name: string;
  start: number;
  end: number;
  /** CPU time on the thread, in µs (wall time when the trace has none). */
  cpu: number;
  url?: string;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
];
const PACKAGE_CHUNK = /\/guide-filter-[^/]*\.js/;
const CONTROL_URL = 'bench-control.js';
const ENTRY_POINTS = ['EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FunctionCall'];

async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  await run();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** Complete spans (X events and matched B/E pairs) of one thread, sorted by start. */
function spansOf(events: TraceEvent[], pid: number, tid: number): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X') {
      const end = e.ts + (e.dur ?? 0);
      spans.push({
        name: e.name,
        start: e.ts,
        end,
        cpu: e.tdur ?? e.dur ?? 0,
        url: e.args?.data?.url,
      });
    } else if (e.ph === 'B') {
      open.push(e);
    } else if (e.ph === 'E') {
      const b = open.pop();
      if (b) {
        const cpu = b.tts !== undefined && e.tts !== undefined ? e.tts - b.tts : e.ts - b.ts;
        spans.push({ name: b.name, start: b.ts, end: e.ts, cpu, url: b.args?.data?.url });
      }
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  let best = { pid: 0, tid: 0, calls: -1 };
  for (const m of mains) {
    const calls = events.filter(
      (e) => e.pid === m.pid && e.tid === m.tid && e.name === 'FunctionCall',
    ).length;
    if (calls > best.calls) best = { pid: m.pid, tid: m.tid, calls };
  }
  return best;
}

/** Outermost spans among `spans` (ones not inside an earlier one). */
function outermost(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const last = out.at(-1);
    if (!last || span.start >= last.end) out.push(span);
  }
  return out;
}

function inside(spans: Span[], within: Span[]): Span[] {
  let i = 0;
  const hits: Span[] = [];
  for (const span of spans) {
    while (i < within.length && (within[i] as Span).end < span.start) i++;
    const host = within[i];
    if (host && host.start <= span.start && span.end <= host.end) hits.push(span);
  }
  return hits;
}

function analyse(events: TraceEvent[], urlPattern: RegExp | string) {
  const { pid, tid } = mainThread(events);
  const spans = spansOf(events, pid, tid);
  const matches = (s: Span) =>
    typeof urlPattern === 'string' ? s.url?.includes(urlPattern) : urlPattern.test(s.url ?? '');
  const calls = outermost(spans.filter((s) => s.name === 'FunctionCall' && matches(s)));
  // What led into each call: the innermost enclosing entry point that is not the call itself.
  const kinds = new Map<string, { calls: number; ms: number }>();
  const hosts = spans.filter((s) => ENTRY_POINTS.slice(0, 3).includes(s.name));
  for (const call of calls) {
    const host = hosts.filter((h) => h.start <= call.start && call.end <= h.end).at(-1);
    const kind = host
      ? host.name === 'EventDispatch'
        ? 'event listener'
        : host.name === 'TimerFire'
          ? 'timer'
          : 'animation frame'
      : 'observer / other callback';
    const tally = kinds.get(kind) ?? { calls: 0, ms: 0 };
    tally.calls++;
    tally.ms += call.cpu / 1000;
    kinds.set(kind, tally);
  }
  const layouts = spans.filter((s) => s.name === 'Layout');
  const styles = spans.filter((s) => s.name === 'UpdateLayoutTree');
  // Every synchronous style-and-layout update script asks for, including the free ones on a
  // clean tree (a layout read when nothing has changed).
  const syncUpdates = spans.filter((s) => s.name === 'Blink.ForcedStyleAndLayout.UpdateTime');
  const allJs = outermost(spans.filter((s) => ENTRY_POINTS.includes(s.name)));
  const busyUs = allJs.reduce((sum, s) => sum + s.cpu, 0);
  const packageUs = calls.reduce((sum, s) => sum + s.cpu, 0);
  // BENCH_DEBUG=1 shows what the five longest calls spent their time on.
  if (process.env.BENCH_DEBUG) {
    const longest = [...calls].sort((a, b) => b.cpu - a.cpu).slice(0, 5);
    for (const call of longest) {
      const nested = spans
        .filter((s) => s !== call && s.start >= call.start && s.end <= call.end)
        .filter((s) => s.cpu > 100)
        .map((s) => `${s.name} ${(s.cpu / 1000).toFixed(2)}`);
      console.log(`    ${(call.cpu / 1000).toFixed(2)} ms: ${nested.join(', ')}`);
    }
  }
  return {
    calls: calls.length,
    kinds: Object.fromEntries(kinds),
    packageMs: packageUs / 1000,
    longestCallMs: Math.max(0, ...calls.map((c) => c.cpu / 1000)),
    forcedLayouts: inside(layouts, calls).length,
    forcedStyles: inside(styles, calls).length,
    syncUpdates: inside(syncUpdates, calls).length,
    forcedLayoutsAnyScript: inside(layouts, allJs).length,
    scriptMs: busyUs / 1000,
    layoutsTotal: layouts.length,
  };
}

/** Scrolls down the whole guide and partway back, like a shopper reading and skimming. */
async function scrollGuide(page: Page): Promise<number> {
  await page.mouse.move(640, 500);
  const started = performance.now();
  for (let burst = 0; burst < 24; burst++) {
    const direction = burst >= 18 ? -1 : 1;
    for (let i = 0; i < 10; i++) {
      await page.mouse.wheel(0, direction * 120);
      await page.waitForTimeout(16);
    }
    await page.waitForTimeout(burst % 3 === 2 ? 400 : 60); // a pause to read now and then
  }
  await page.waitForTimeout(700); // the last debounce and centring
  return (performance.now() - started) / 1000;
}

async function measure(browser: Browser, url: string, options: { cpu: number; control: boolean }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.waitForSelector('#sticky-filter a[aria-current="true"]');
  const cdp = await page.context().newCDPSession(page);
  if (options.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
  if (options.control) {
    await page.addScriptTag({
      content: `let n = 0;
      addEventListener('scroll', function control() {
        document.body.style.paddingBottom = (n++ % 2) + 'px';
        void document.body.offsetHeight;
      }, { passive: true });
      //# sourceURL=${CONTROL_URL}`,
    });
  }
  await page.evaluate(() => {
    const w = window as unknown as { selections: number };
    w.selections = 0;
    new MutationObserver(() => w.selections++).observe(
      document.getElementById('sticky-filter') as Node,
      { subtree: true, attributeFilter: ['aria-current'] },
    );
  });
  let seconds = 0;
  const events = await trace(cdp, async () => {
    seconds = await scrollGuide(page);
  });
  const scrolledTo = await page.evaluate(() => window.scrollY);
  const selections = await page.evaluate(
    () => (window as unknown as { selections: number }).selections,
  );
  await page.close();
  return {
    seconds,
    scrolledTo,
    selections,
    result: analyse(events, PACKAGE_CHUNK),
    control: options.control ? analyse(events, CONTROL_URL) : undefined,
  };
}

const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function main(): Promise<void> {
  if (!hasChromium) {
    console.error(`No Chromium at ${CHROMIUM_PATH}; install one or set CHROMIUM_PATH.`);
    process.exitCode = 1;
    return;
  }
  const outDir = await mkdtemp(join(tmpdir(), 'guide-filter-bench-'));
  await buildFixture(outDir);
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(
      `guide-filter bench: 40-section guide at 1280x800 in Chromium ${browser.version()}, ` +
        `${RUNS} runs per setting (median first, then each run)`,
    );
    for (const cpu of [1, 4]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await measure(browser, server.url, { cpu, control: false }));
      }
      const perSecond = runs.map((r) => r.result.packageMs / r.seconds);
      const mid = runs[perSecond.indexOf(median(perSecond))] ?? runs[0];
      if (!mid) continue;
      const { seconds, scrolledTo, selections, result } = mid;
      console.log(
        `\nCPU ${cpu === 1 ? 'unthrottled' : `throttled ${cpu}x`}: ${round(seconds, 1)} s of wheel scrolling down ${scrolledTo} px and back, ${selections} selection changes`,
      );
      console.log(
        `  package CPU time per second of scrolling  ${round(median(perSecond))} ms (runs: ${perSecond.map((v) => round(v)).join(', ')}), ${round((100 * median(perSecond)) / 1000, 2)}% of the main thread`,
      );
      for (const [kind, tally] of Object.entries(result.kinds)) {
        console.log(
          `    ${kind.padEnd(26)} ${String(tally.calls).padStart(4)} calls ${round(
            tally.ms / seconds,
            2,
          )
            .toFixed(2)
            .padStart(7)} ms/s`,
        );
      }
      console.log(`  longest single call                    ${round(result.longestCallMs)} ms`);
      console.log(
        `  forced layouts / style recalcs in package  ${runs.map((r) => r.result.forcedLayouts).join(', ')} / ${runs.map((r) => r.result.forcedStyles).join(', ')} (geometry reads, all on a clean tree: ${result.syncUpdates})`,
      );
      console.log(
        `  whole page, for scale                  ${round(result.scriptMs / seconds)} ms/s of script, ${result.forcedLayoutsAnyScript} layouts forced by any script`,
      );
    }
    const control = await measure(browser, server.url, { cpu: 1, control: true });
    console.log(
      `\ncontrol run, plus a scroll handler that writes then reads layout: ${control.control?.forcedLayouts} forced layouts counted in its ${control.control?.calls} calls (the counter works); ${control.result.forcedLayouts} in the package`,
    );
  } finally {
    await browser.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
