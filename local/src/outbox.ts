import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local outbox: the accounts functions write each e-mail as a JSON file to
 * LOCAL_OUTBOX_DIR instead of sending it. This lists them and renders the page the local
 * runtime serves at /_local/outbox, so a person (or a browser test) can follow the links.
 */
export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

function readMessage(dir: string, file: string): OutboxMessage | undefined {
  try {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    const { to, subject, text, html, links, createdAt } = data;
    if (typeof to !== 'string' || typeof subject !== 'string' || typeof createdAt !== 'string')
      return undefined;
    return {
      file,
      to,
      subject,
      text: typeof text === 'string' ? text : '',
      html: typeof html === 'string' ? html : '',
      links: Array.isArray(links) ? links.filter((link): link is string => typeof link === 'string') : [],
      createdAt,
    };
  } catch {
    // A file being written, or not ours: skip it.
    return undefined;
  }
}

/** Every message of the outbox, newest first. */
export function listOutbox(dir: string): OutboxMessage[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => readMessage(dir, file) ?? [])
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.file.localeCompare(a.file));
}

/** The newest message to an address, if any (tests and scripts following a link). */
export function latestMessageTo(dir: string, to: string): OutboxMessage | undefined {
  return listOutbox(dir).find((message) => message.to.toLowerCase() === to.toLowerCase());
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An HTML page listing the messages, newest first, with clickable links. */
export function renderOutboxPage(dir: string): string {
  const messages = listOutbox(dir);
  const items = messages
    .map(
      (message) => `<li class="message">
  <p><strong>${escapeHtml(message.subject)}</strong></p>
  <p>To <span class="to">${escapeHtml(message.to)}</span> · <time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt)}</time></p>
  <pre>${escapeHtml(message.text)}</pre>
  <ul>${message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Local outbox · AdPulse</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li.message{border-bottom:1px solid #ddd;padding:1rem 0;list-style:none}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style>
</head>
<body>
<h1>Local outbox</h1>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first. E-mails are written here instead of being sent.</p>
<ol>
${items}
</ol>
</body>
</html>
`;
}
