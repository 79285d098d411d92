// The integration API's reference page: the same OpenAPI document, rendered by the
// server as one self-contained HTML page: no script, no CDN, its one style block allowed by hash
// in its own strict policy (platform/http/security-headers.ts leaves a page with a policy alone).
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../platform/http/html-escape.ts';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document.ts';
import { SECURITY_SCHEME } from './openapi-document.ts';

const style = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 2rem;color:#1d2330}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:1px solid #ccd;text-transform:capitalize}
section{border:1px solid #dde;border-radius:6px;margin:1rem 0;padding:.5rem 1rem}
.m{display:inline-block;min-width:4rem;font-weight:700;font-family:monospace}
.get{color:#1a6}.put{color:#a60}.post{color:#16a}.delete{color:#b22}
code,pre{font-family:ui-monospace,monospace;font-size:13px;overflow-wrap:anywhere}
pre{background:#f5f6fa;padding:.5rem;overflow:auto;max-height:24rem}
.scope{float:right;background:#eef;border-radius:4px;padding:0 .4rem;font-family:monospace}
summary{cursor:pointer;color:#446}
`;

/** The page's Content-Security-Policy: nothing runs or loads; only its own style block applies. */
export const referencePagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function schemaBlock(title: string, schema: unknown): string {
  return `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(
    JSON.stringify(schema, null, 2),
  )}</pre></details>`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation): string {
  const scope = operation.security[0]?.[SECURITY_SCHEME]?.[0] ?? '';
  const parameters = operation.parameters
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})</li>`,
    )
    .join('');
  const body = operation.requestBody?.content['application/json'].schema;
  const ok = operation.responses['200']?.content?.['application/json']?.schema;
  const statuses = Object.entries(operation.responses)
    .map(
      ([status, response]) => `<li><code>${status}</code> ${escapeHtml(response.description)}</li>`,
    )
    .join('');
  return `<section id="${escapeHtml(operation.operationId)}">
<p><span class="scope">${escapeHtml(scope)}</span><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></p>
<p>${escapeHtml(operation.summary)}</p>${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
<ul>${parameters}</ul>
${body ? schemaBlock('Request body', body) : ''}${ok ? schemaBlock('Answer (200)', ok) : ''}
<details><summary>Statuses</summary><ul>${statuses}</ul></details>
</section>`;
}

export function renderReferencePage(document: OpenApiDocument, tenantName: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const flow = document.components.securitySchemes[SECURITY_SCHEME] as {
    flows: { clientCredentials: { tokenUrl: string; scopes: Record<string, string> } };
  };
  const { tokenUrl, scopes } = flow.flows.clientCredentials;
  const scopeList = Object.entries(scopes)
    .map(([scope, words]) => `<li><code>${escapeHtml(scope)}</code> ${escapeHtml(words)}</li>`)
    .join('');
  const sections = [...byTag.entries()]
    .map(([tag, html]) => `<h2>${escapeHtml(tag)}</h2>${html.join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`${document.info.title} · ${tenantName}`)}</title><style>${style}</style></head>
<body><h1>${escapeHtml(`${document.info.title} ${document.info.version}`)} · ${escapeHtml(tenantName)}</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>Base URL: <code>${escapeHtml(document.servers[0]?.url ?? '')}</code>. Token URL (client credentials): <code>${escapeHtml(tokenUrl)}</code>. The machine-readable document: <a href="openapi.json">openapi.json</a>.</p>
<details><summary>Scopes</summary><ul>${scopeList}</ul></details>
${sections}
</body></html>`;
}
