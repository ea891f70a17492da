/** What the dev pages show in place of a person's details in demo mode, where anyone may look. */
export const HIDDEN_IN_DEMO = '(hidden in demo mode)';

/** Escapes text for HTML so nothing a person typed can become markup in a page or an e-mail. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A small, accessible HTML page for the server-rendered dev tools. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:70rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}
.scroll{overflow-x:auto}
th,td{border:1px solid #bbb;padding:.4rem;text-align:left;vertical-align:top}
th{background:#eef2f5}
pre{white-space:pre-wrap;margin:0}
.note{background:#fff4e0;border:1px solid #b26a00;padding:.5rem;border-radius:4px}
</style></head><body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

/** A table of escaped cells in a keyboard-scrollable region, or a sentence when there are no rows. */
export function htmlTable(caption: string, headers: string[], rows: string[][], emptyText: string): string {
  if (rows.length === 0) return `<p>${escapeHtml(emptyText)}</p>`;
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows
    .map((cells) => `<tr>${cells.map((cell) => `<td><pre>${escapeHtml(cell)}</pre></td>`).join('')}</tr>`)
    .join('\n');
  return `<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(caption)}">
<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}
