import { availableParallelism } from 'node:os';
import { STORED_HTML_LIMITS, STORED_HTML_MESSAGES, STORED_HTML_POLICY, storedPlainText } from '@aac/domain';
import type { FastifyRequest } from 'fastify';
import { Piscina } from 'piscina';
import { badRequest } from '../../http/errors.ts';

/**
 * docs/design.md: stored HTML cannot run script. Every stored rich-text field (blog posts, support
 * articles) goes through `sanitizeStoredHtml` on save, with the policy the browser applies again
 * before showing it (STORED_HTML_POLICY in @aac/domain); excerpts, tags and other short texts go
 * through `storedPlainText` and keep no markup at all.
 *
 * DOMPurify on jsdom needs seconds for some inputs of the allowed size (about 1 s for 200,000
 * characters of plain markup, minutes for deep nesting), so it runs in worker threads
 * (sanitize-worker.mjs), after a parse that refuses content nested deeper than
 * STORED_HTML_LIMITS.maxDepth; a task still running after SANITIZE_TIMEOUT_MS is stopped.
 */

/** Long enough for the slowest accepted content measured (about 3 s), short enough to free a thread. */
const SANITIZE_TIMEOUT_MS = 10_000;

let pool: Piscina | undefined;

/** The worker threads, started on first use (each loads jsdom) and ended when idle for a minute. */
function sanitizerPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./sanitize-worker.mjs', import.meta.url).href,
    minThreads: 0,
    // Leave a core to the event loop and the database.
    maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    idleTimeout: 60_000,
  });
  return pool;
}

type WorkerAnswer = { html: string } | { refused: 'depth' | 'attributes' };

/** Code points, as the contract's maxLength (Ajv) counts them. */
function lengthOf(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

function refuse(message: string) {
  return badRequest(message, [{ path: '/content', message }]);
}

/** Rich text as it may be stored: the stored-HTML policy applied, or a 400 saying what is too big. */
export async function sanitizeStoredHtml(html: string): Promise<string> {
  if (html === '') return '';
  if (lengthOf(html) > STORED_HTML_LIMITS.maxLength) throw refuse(STORED_HTML_MESSAGES.length);
  let answer: WorkerAnswer;
  try {
    answer = await sanitizerPool().run(
      {
        html,
        policy: {
          FORBID_TAGS: [...STORED_HTML_POLICY.FORBID_TAGS],
          FORBID_ATTR: [...STORED_HTML_POLICY.FORBID_ATTR],
          ALLOW_DATA_ATTR: STORED_HTML_POLICY.ALLOW_DATA_ATTR,
        },
        limits: { maxDepth: STORED_HTML_LIMITS.maxDepth, maxAttributes: STORED_HTML_LIMITS.maxAttributes },
      },
      // Aborting a running task ends its thread; the pool starts another.
      { signal: AbortSignal.timeout(SANITIZE_TIMEOUT_MS) },
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw refuse(STORED_HTML_MESSAGES.timeout);
    throw error;
  }
  if ('refused' in answer) throw refuse(STORED_HTML_MESSAGES[answer.refused]);
  return answer.html;
}

/** The operations whose `content` is stored rich text. */
const RICH_TEXT_OPERATIONS = ['createBlogPost', 'updateBlogPost', 'saveSupportItem'];

/** Request bodies whose `content` the hook below has sanitised, with the result. */
const sanitizedBodies = new WeakMap<object, string>();

/**
 * preHandler hook (app.ts): sanitises the content of a rich-text save after the guard and the
 * request validation, and before the handler, whose write runs in a database transaction that
 * must not wait seconds for the sanitiser (on PGlite it would hold the only connection).
 */
export async function sanitizeRichTextBody(request: FastifyRequest): Promise<void> {
  const body = request.body as { content?: unknown } | null | undefined;
  if (!body || typeof body !== 'object' || typeof body.content !== 'string') return;
  const isRichText = RICH_TEXT_OPERATIONS.some((operationId) => {
    const operation = request.server.contract.byId.get(operationId);
    return operation?.method === request.method && operation.routePath === request.routeOptions.url;
  });
  if (isRichText) sanitizedBodies.set(body, await sanitizeStoredHtml(body.content));
}

/** A request body's `content` as it may be stored: sanitised by the hook already, or now. */
export async function storedContent(body: { content?: string | null }): Promise<string | null> {
  if (body.content == null) return null;
  return sanitizedBodies.get(body) ?? sanitizeStoredHtml(body.content);
}

export { storedPlainText };
