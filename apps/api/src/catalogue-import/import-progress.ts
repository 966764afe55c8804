/** Where progress goes: a terminal gets a bar redrawn in place, anything else plain lines. */
export type ProgressOutput = { write(text: string): unknown; isTTY?: boolean | undefined };

export type ImportProgress = {
  /** `records` read so far; `fraction` of the feed's bytes read, when its size is known. */
  reading(records: number, fraction: number | undefined): void;
  /** The import moved on to a step of its own (`products`, `sizes`, ...). */
  step(name: string): void;
  /** Ends the bar's line. */
  done(): void;
};

export type ImportProgressOptions = {
  /** Between redraws of the bar (default 100 ms). */
  redrawMs?: number;
  /** A plain line every this many records (default 10,000) or `lineMs` (default 5 s). */
  lineEvery?: number;
  lineMs?: number;
  now?: () => number;
};

/**
 * Progress of an import: records done, the rate and, when the feed's size is known, the time
 * left (from the share of bytes read: a file's size or a response's Content-Length, so the
 * feed is read once, not counted first).
 */
export function createImportProgress(
  output: ProgressOutput,
  { redrawMs = 100, lineEvery = 10_000, lineMs = 5000, now = Date.now }: ImportProgressOptions = {},
): ImportProgress {
  const started = now();
  const bar = Boolean(output.isTTY);
  let lastDrawn = bar ? Number.NEGATIVE_INFINITY : started;
  let lastLineRecords = 0;
  let onBarLine = false;

  function describe(records: number, fraction: number | undefined) {
    const seconds = Math.max((now() - started) / 1000, 0.001);
    const rate = Math.round(records / seconds);
    const parts = [
      `${records.toLocaleString('en-GB')} records`,
      `${rate.toLocaleString('en-GB')}/s`,
    ];
    if (fraction !== undefined && fraction > 0) {
      const left = Math.max(0, Math.round(seconds / fraction - seconds));
      parts.push(`${Math.round(fraction * 100)}%`, `about ${left} s left`);
    }
    return parts.join(', ');
  }

  return {
    reading(records, fraction) {
      const at = now();
      if (bar) {
        if (at - lastDrawn < redrawMs) return;
        lastDrawn = at;
        const width = 24;
        const filled = Math.round((fraction ?? 0) * width);
        const meter =
          fraction === undefined ? '' : `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] `;
        output.write(`\r\x1b[2KReading ${meter}${describe(records, fraction)}`);
        onBarLine = true;
        return;
      }
      if (records - lastLineRecords >= lineEvery || at - lastDrawn >= lineMs) {
        lastDrawn = at;
        lastLineRecords = records;
        output.write(`Read ${describe(records, fraction)}\n`);
      }
    },
    step(name) {
      if (onBarLine) output.write('\r\x1b[2K');
      onBarLine = false;
      const seconds = ((now() - started) / 1000).toFixed(1);
      output.write(`${seconds} s: ${name}\n`);
    },
    done() {
      if (onBarLine) output.write('\n');
      onBarLine = false;
    },
  };
}
