/**
 * Story fakes answer as the contract says. The handlers are typed from the contract, but types
 * stop neither a status the operation does not declare nor a body a real server could not send
 * (a required field missing, a value off its enum, an unknown key): createStoryClient checks each
 * answer here against the operation's response schema, with the validator the server's tests use
 * (@aac/api-client/contract), and a story whose fake is wrong fails naming it.
 *
 * The contract is read as text by Vite (`?raw`) and parsed once (loadStoryContract); each
 * operation's validator is compiled on its first answer of that status.
 */
import {
  type Contract,
  createResponseChecker,
  findOperation,
  parseContract,
  type ResponseChecker,
} from '@aac/api-client/contract';
import contractText from '../../../../openapi/openapi.yaml?raw';

/** The contract's paths are written without the API's base. */
const API_BASE = '/api';

/**
 * The problems found since the story test began. The stories' test set-up
 * (.storybook/vitest.setup.ts, which may not import the app's source) fails the test on any: it
 * finds them on the page's global object under this key.
 */
const PROBLEMS_KEY = Symbol.for('aac.storyContractProblems');
const pageGlobals = globalThis as Record<symbol, string[] | undefined>;
const problems: string[] = pageGlobals[PROBLEMS_KEY] ?? [];
pageGlobals[PROBLEMS_KEY] = problems;

/** The problems found since the last call, cleared. */
export function takeStoryContractProblems(): string[] {
  return problems.splice(0);
}

let loaded: { contract: Contract; checker: ResponseChecker } | undefined;

/**
 * The contract, parsed on the first call (about a second in a cold browser, most of it reading the
 * YAML), with the validator every screen story uses (the frame's answer of who is signed in)
 * compiled, which also warms Ajv's code generation up.
 */
export function loadStoryContract() {
  if (!loaded) {
    const parsed = parseContract(contractText);
    loaded = { contract: parsed, checker: createResponseChecker(parsed) };
    loaded.checker.responseValidator('getCurrentAdmin', 200);
  }
  return loaded;
}

/**
 * Why a fake's answer to `method` on `pathname` (the request URL's, with /api) could not come
 * from a server of the contract, or undefined when it could. `body` is the parsed JSON body
 * (undefined for an answer without one).
 */
export function storyAnswerProblem(
  method: string,
  pathname: string,
  status: number,
  body: unknown,
  tolerated: readonly string[] = [],
): string | undefined {
  const { contract: parsed, checker } = loadStoryContract();
  const path = pathname.startsWith(`${API_BASE}/`) ? pathname.slice(API_BASE.length) : pathname;
  const operation = findOperation(parsed, method, path);
  if (!operation) return `The contract has no operation for ${method} ${pathname}`;
  const problem = checker.responseProblem(operation.operationId, status, body, tolerated);
  return problem && `Story fake for ${method} ${pathname}: ${problem}`;
}

/** Answers a story sends off the contract on purpose: all of it, or the places listed. */
const offContractAnswers = new WeakMap<Response, readonly string[] | 'all'>();

/**
 * Marks an answer as off the contract on purpose (a story of how the app copes with a backend
 * that answers otherwise, as the spec asks it to): with no `places`, the whole answer; otherwise
 * only the deviations at those places of its body (JSON pointers, e.g. `/payments/5/status`, or
 * `/links` for a list longer than its maxItems), everything else checked.
 */
export function offContract<T extends Response>(response: T, places?: readonly string[]): T {
  offContractAnswers.set(response, places ?? 'all');
  return response;
}

/**
 * The places of `field` in a list answer's rows (`/<key>/<index>/<field>`) whose value is off the
 * contract on purpose, for offContract.
 */
export function offContractFields<T, K extends keyof T & string>(
  key: string,
  rows: readonly T[],
  field: K,
  isOff: (value: T[K]) => boolean,
): string[] {
  return rows.flatMap((row, index) => (isOff(row[field]) ? [`/${key}/${index}/${field}`] : []));
}

/**
 * The answer a fake gave to `request`, checked: throws when it does not match the contract, logs
 * it and keeps it for the test's end (the client's caller, a query or a mutation, may turn the
 * error into an error message on the screen, which must not pass for the story's picture).
 * A JSON body is read once here and handed on in a new answer: reading a copy of the stream
 * instead (Response.clone) cost the client tens of milliseconds, enough to change what a story
 * that times its steps sees.
 */
export async function checkedStoryAnswer(request: Request, response: Response): Promise<Response> {
  const tolerated = offContractAnswers.get(response) ?? [];
  if (tolerated === 'all') return response;
  const json = /[/+]json\b/.test(response.headers.get('content-type') ?? '');
  const text = json ? await response.text() : '';
  const answer = json
    ? new Response(text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    : response;
  const problem = storyAnswerProblem(
    request.method,
    new URL(request.url).pathname,
    response.status,
    text === '' ? undefined : JSON.parse(text),
    tolerated,
  );
  if (!problem) return answer;
  problems.push(problem);
  const error = new Error(problem);
  console.error(error);
  throw error;
}
