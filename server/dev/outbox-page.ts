import type { OutboxEntry } from "../messaging";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * /dev/outbox: a developer's tool, never mounted in production. It lists the SMS and e-mails the
 * app would have sent, newest first, so that a newcomer can read their sign-in code.
 * (Developer-facing, so it is in English and outside the product's catalogues.)
 */
export function renderOutboxPage(entries: OutboxEntry[], nonce: string): string {
  const rows = entries
    .slice()
    .reverse()
    .map(
      (e) =>
        `<tr><td>${escape(e.at)}</td><td>${e.channel}</td><td>${escape(e.to)}</td>` +
        `<td><strong class="code">${escape(e.code ?? "")}</strong></td><td>${escape(e.subject ? `${e.subject}: ` : "")}${escape(e.text)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style nonce="${nonce}">body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}.code{font-size:1.2em;letter-spacing:.1em}</style>
</head><body><main><h1>Development outbox</h1>
<p>Messages are not sent in development: every SMS and e-mail is written to DATA_DIR/outbox.jsonl and listed here, newest first. Also as JSON at <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
<table><thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Code</th><th scope="col">Text</th></tr></thead><tbody>${rows || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}</tbody></table></main></body></html>`;
}
