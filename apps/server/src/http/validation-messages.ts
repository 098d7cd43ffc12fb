import type { ErrorDetail } from './errors.ts';

/**
 * Request validation problems in plain words. Ajv says `/plan_key must match pattern
 * "^[a-z0-9_-]+$"`; an admin reads "Plan key can contain only lowercase letters, digits, hyphens
 * (-) and underscores (_)." beside the field. Each detail is one sentence naming its field, so it
 * reads as well under the field as in a list of problems.
 */

export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  /** The schema holding the failed keyword (Ajv's `verbose`): its `x-pattern-hint` or description. */
  parentSchema?: Record<string, unknown>;
}

/**
 * What each pattern of the contract allows, said as the end of a sentence after the field's name.
 * A schema can say it itself with `x-pattern-hint`, which wins over this table.
 */
const PATTERN_WORDS: Record<string, string> = {
  '\\S': 'must not be blank',
  '^[a-z0-9_-]+$':
    'can contain only lowercase letters, digits, hyphens (-) and underscores (_), with no spaces',
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': 'must be a time of day written as hours and minutes, such as 09:30',
  '^/[^/]': 'must be a path on this site, starting with a single /',
  '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+': 'must be a web address starting with http:// or https://',
  '^(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+|[Mm][Aa][Ii][Ll][Tt][Oo]:\\S|[Tt][Ee][Ll]:\\S|[^:]*$)':
    'must be a web address (http:// or https://), a mailto: or tel: link, or a path on this site',
  '^[A-Za-z]+$': 'can contain only letters',
  '^-?[a-z_]+$': 'must be a field name, optionally preceded by - for descending order',
  '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$':
    'must be lowercase words joined by dots, such as reports.export (letters, digits and _ in each word)',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'must be an email address such as name@example.com',
  'date-time': 'must be a date and time such as 2025-06-30T14:30:00Z',
  date: 'must be a date such as 2025-06-30',
  uri: 'must be a full web address such as https://example.com',
  'uri-reference': 'must be a web address or a path',
  uuid: 'must be an identifier such as 3f2b8c1e-0a4d-4e7b-9c6f-2d1e5a7b8c90',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  null: 'empty',
};

const numberWords = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const count = (value: unknown) => (typeof value === 'number' ? numberWords.format(value) : String(value));
const plural = (value: unknown, word: string) => `${count(value)} ${word}${value === 1 ? '' : 's'}`;

/** "plan_key" → "Plan key", "/permissions/0" → "Item 1 of permissions", "/" → "The request". */
export function fieldWords(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (last === undefined) return 'The request';
  if (/^\d+$/.test(last)) {
    const owner = segments.at(-2);
    return `Item ${Number(last) + 1} of ${owner ? words(owner).toLowerCase() : 'the list'}`;
  }
  return words(last);
}

function words(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function listOf(values: unknown): string {
  if (!Array.isArray(values)) return String(values);
  const texts = values.map((value) => (value === null ? 'empty' : String(value)));
  return texts.length > 1 ? `${texts.slice(0, -1).join(', ')} or ${texts.at(-1)}` : (texts[0] ?? '');
}

/** The end of the sentence after the field's name ("must be at most 50 characters long"). */
function predicate(issue: ValidationIssue): string {
  const params = issue.params ?? {};
  const schema = issue.parentSchema ?? {};
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an accepted field';
    case 'type': {
      const types = Array.isArray(params.type) ? params.type : String(params.type ?? '').split(',');
      const named = types.filter((type) => type !== 'null').map((type) => TYPE_WORDS[type] ?? type);
      return `must be ${listOf(named)}`;
    }
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must be at least ${plural(params.limit, 'character')} long`;
    case 'maxLength':
      return `must be at most ${plural(params.limit, 'character')} long`;
    case 'pattern': {
      const hint = schema['x-pattern-hint'];
      if (typeof hint === 'string') return hint;
      return PATTERN_WORDS[String(params.pattern)] ?? 'is not written in the accepted form';
    }
    case 'format':
      return FORMAT_WORDS[String(params.format)] ?? 'is not written in the accepted form';
    case 'minimum':
      return `must be ${count(params.limit)} or more`;
    case 'maximum':
      return `must be ${count(params.limit)} or less`;
    case 'exclusiveMinimum':
      return `must be more than ${count(params.limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${count(params.limit)}`;
    case 'multipleOf':
      if (params.multipleOf === 0.01) return 'must have at most two decimals (whole cents)';
      if (params.multipleOf === 1) return 'must be a whole number';
      return `must be a multiple of ${count(params.multipleOf)}`;
    case 'enum':
      return `must be one of: ${listOf(params.allowedValues)}`;
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'minItems':
      return params.limit === 1 ? 'must not be empty' : `must have at least ${plural(params.limit, 'item')}`;
    case 'maxItems':
      return `must have at most ${plural(params.limit, 'item')}`;
    case 'uniqueItems':
      return 'must not list the same item twice';
    case 'minProperties':
      return params.limit === 1 ? 'must not be empty' : `must have at least ${plural(params.limit, 'entry')}`;
    case 'maxProperties':
      return `must have at most ${count(params.limit)} entries`;
    case 'canonicalInteger':
      return 'must be a whole number written in digits, such as 42';
    default:
      return 'is not valid';
  }
}

/** The JSON pointer of the offending field, including a missing or unknown property's name. */
function pathOf(issue: ValidationIssue): string {
  const base = issue.instancePath ?? '';
  const property = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  return typeof property === 'string' ? `${base}/${property}` : base || '/';
}

/** Ajv's composite keywords only repeat what their branches said. */
const COMPOSITES = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'then', 'else', 'not']);

/**
 * One detail per problem, in plain words: `{ path: "/plan_key", message: "Plan key can contain
 * only …" }`. Duplicates (the branches of a `type: [string, null]`) are said once.
 */
export function validationDetails(issues: readonly ValidationIssue[]): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const concrete = issues.filter((issue) => !COMPOSITES.has(issue.keyword ?? ''));
  for (const issue of concrete.length > 0 ? concrete : issues) {
    const path = pathOf(issue);
    const message = `${fieldWords(path)} ${predicate(issue)}.`;
    if (!details.some((detail) => detail.path === path && detail.message === message))
      details.push({ path, message });
  }
  return details;
}

/**
 * The top-level message of a refused request: where the problem is, then each problem in a
 * sentence, so a client that shows only the message still says what to fix.
 */
export function validationMessage(part: string, details: readonly ErrorDetail[]): string {
  const sentences = details.map((detail) => detail.message).join(' ');
  if (part === 'body') return `Check the highlighted fields. ${sentences}`;
  if (part === 'headers') return `The request's headers are not valid. ${sentences}`;
  return `The request's address is not valid. ${sentences}`;
}
