import { readFileSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Contract } from '../http/contract.ts';

/**
 * A readable reference of the contract at /api/docs (Swagger UI, static mode: the document as
 * written), made for finding one's way among the operations: each operation's summary ends with
 * what it needs (its permission, "admin token" or "public") and its description starts with the
 * rule in words; the filter box finds operations by tag, path, method, operationId, summary or
 * permission; operations start collapsed and show their operationId and `x-permission`.
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Operation = { summary?: string; description?: string; security?: unknown[]; 'x-permission'?: string };

/** What an operation needs, short (for the summary) and as a sentence (for the description). */
export function accessOf(operation: Operation): { short: string; sentence: string } {
  const permission = operation['x-permission'];
  if (permission) {
    return { short: permission, sentence: `Needs an admin token whose role holds \`${permission}\`.` };
  }
  if (operation.security?.length === 0) return { short: 'public', sentence: 'Public: no token needed.' };
  return { short: 'admin token', sentence: 'Needs a valid admin token, no particular permission.' };
}

/** The contract as the docs page shows it: the access rule added to every operation. */
export function readerDocument(document: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(document);
  const info = (copy.info ?? {}) as { description?: string };
  info.description = `${info.description ?? ''}\n\n## Finding an operation\nEach summary ends with what the operation needs: its permission, "admin token" or "public". The filter box below the servers finds operations by tag, path, method, operationId, summary or permission: type \`users.write\`, \`delete\` or \`createRole\`.`;
  const paths = (copy.paths ?? {}) as Record<string, Record<string, Operation | undefined>>;
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const access = accessOf(operation);
      operation.summary = `${operation.summary ?? ''} · ${access.short}`;
      operation.description = operation.description
        ? `**${access.sentence}**\n\n${operation.description}`
        : `**${access.sentence}**`;
    }
  }
  return copy;
}

/**
 * A value of uiConfig that is browser code: @fastify/swagger-ui writes uiConfig into its
 * swagger-initializer.js file, a function as its source text, so this names a browser global.
 */
function browserExpression(source: string): () => Record<string, never> {
  return Object.assign(() => ({}), { toString: () => source });
}

const operationFilter = readFileSync(new URL('./operation-filter.js', import.meta.url), 'utf8');

/**
 * The filter box spans the page, so its placeholder can be read; on a phone the operationId
 * column would squeeze the path and summary into a few letters a line, so it is left out there.
 */
const DOCS_CSS = `.swagger-ui .filter .operation-filter-input { width: 100%; max-width: none; }
@media (max-width: 600px) { .swagger-ui .opblock .opblock-summary-operation-id { display: none; } }
`;

export async function registerDocs(app: FastifyInstance, contract: Contract): Promise<void> {
  const shown = readerDocument(contract.document);
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: contract.document as never },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: {
      filter: true,
      docExpansion: 'list',
      displayOperationId: true,
      showExtensions: true,
      defaultModelsExpandDepth: 0,
      // DownloadUrl is Swagger UI's default plugin (it loads the document); the filter is ours.
      plugins: [
        browserExpression('SwaggerUIBundle.plugins.DownloadUrl'),
        browserExpression('window.AacOperationFilter'),
      ],
    },
    theme: {
      title: 'AAC admin API',
      js: [{ filename: 'operation-filter.js', content: operationFilter }],
      css: [{ filename: 'docs.css', content: DOCS_CSS }],
    },
    // The same document for every request, so it is prepared once rather than cloned each time.
    transformSpecificationClone: false,
    transformSpecification: () => shown,
    // Swagger UI's own policy (hashes of its inline scripts) replaces the app's on its pages,
    // with inline styles allowed (Swagger UI sets some; styles cannot run code) and without
    // upgrade-insecure-requests, which would break the page on a plain-http demo.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
}
