import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInlineScriptsByHash } from './script-hashes.ts';

const nonce = 'bm9uY2Utb2YtdGhpcy1yZW5kZXI=';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('signInlineScriptsByHash', () => {
  it("hashes the render's own inline scripts and takes the nonce out of the page", () => {
    const { html, scriptHashes } = signInlineScriptsByHash(
      `<head><meta property="csp-nonce" content="${nonce}"/><link rel="modulepreload" href="/a.js" nonce="${nonce}"/></head>` +
        `<body><script nonce="${nonce}">self.$R=[]</script><script type="module" src="/e.js" async="" nonce="${nonce}"></script>` +
        `<script nonce="${nonce}" data-tsr-stream-part="">$_TSR.e();document.currentScript.remove()</script></body>`,
      nonce,
    );
    expect(scriptHashes).toEqual([
      sha256('self.$R=[]'),
      sha256('$_TSR.e();document.currentScript.remove()'),
    ]);
    expect(html).toBe(
      '<head><link rel="modulepreload" href="/a.js"/></head><body><script>self.$R=[]</script>' +
        '<script type="module" src="/e.js" async=""></script>' +
        '<script data-tsr-stream-part="">$_TSR.e();document.currentScript.remove()</script></body>',
    );
  });

  it('never allows a script the render did not sign (markup that came with content)', () => {
    const { scriptHashes } = signInlineScriptsByHash(
      `<p>Hi</p><script>steal()</script><script nonce="guess">steal()</script><script nonce="${nonce}">ok()</script>`,
      nonce,
    );
    expect(scriptHashes).toEqual([sha256('ok()')]);
  });

  it('lists a script that appears twice once, and a page without scripts needs none', () => {
    const twice = `<script nonce="${nonce}">a()</script><script nonce="${nonce}">a()</script>`;
    expect(signInlineScriptsByHash(twice, nonce).scriptHashes).toEqual([sha256('a()')]);
    expect(signInlineScriptsByHash('<p>Plain</p>', nonce)).toEqual({
      html: '<p>Plain</p>',
      scriptHashes: [],
    });
  });

  it('hashes exactly the text a browser runs, whatever the script holds', () => {
    // Script text as React inlines it: anything but the sequence that would end the element.
    const scriptText = fc.string({ unit: 'binary' }).filter((text) => !/<\/script/i.test(text));
    fc.assert(
      fc.property(fc.array(scriptText, { maxLength: 4 }), fc.string(), (texts, between) => {
        const safeBetween = between.replaceAll('<', '&lt;');
        const page = texts
          .map((text) => `<script nonce="${nonce}">${text}</script>${safeBetween}`)
          .join('');
        const { html, scriptHashes } = signInlineScriptsByHash(page, nonce);
        expect(scriptHashes).toEqual([...new Set(texts.map(sha256))]);
        expect(html).not.toContain(nonce);
      }),
    );
  });
});
