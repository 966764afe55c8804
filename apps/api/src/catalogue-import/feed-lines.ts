/** One line of a feed with its 1-based number in the file. */
export type FeedLine = { number: number; text: string };

/**
 * The lines of a feed as its bytes arrive, numbered from 1: `\n` or `\r\n` ends a line, the
 * last line needs no ending, blank lines are numbered but not yielded. The text is decoded as
 * UTF-8 across chunk boundaries, so a character split between two chunks stays whole.
 */
export async function* feedLines(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
): AsyncGenerator<FeedLine> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let number = 0;
  for await (const chunk of chunks) {
    pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let start = 0;
    let end = pending.indexOf('\n', start);
    while (end !== -1) {
      number += 1;
      const text = withoutCarriageReturn(pending.slice(start, end));
      if (text.trim() !== '') yield { number, text };
      start = end + 1;
      end = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
  }
  pending += decoder.decode();
  if (pending.trim() !== '') yield { number: number + 1, text: withoutCarriageReturn(pending) };
}

function withoutCarriageReturn(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
