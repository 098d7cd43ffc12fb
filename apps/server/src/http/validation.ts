import { MULTIPLE_OF_PRECISION } from '@aac/api-client/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

/**
 * Request validation with the contract's JSON Schema (OpenAPI 3.1 = JSON Schema 2020-12).
 *
 * Bodies are validated strictly: no type coercion and no silent removal of unknown fields (the
 * contract's `additionalProperties: false` must answer 400, not be ignored). Path and query
 * values arrive as strings, so they are coerced to the declared types ("2" -> 2), integers only
 * from their canonical spelling.
 * Defaults declared in the contract (page 1, limit 10 ...) are filled in.
 */
function createAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    // Each error carries its schema, for the words of a pattern (validation-messages.ts).
    verbose: true,
    // Money is `multipleOf: 0.01`, compared with a tolerance for binary floating point.
    multipleOfPrecision: MULTIPLE_OF_PRECISION,
  });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = createAjv(false);
const parameterAjv = createAjv(true);

/** An integer as a person writes it: no sign but minus, no spaces, no leading zeros, no 0x or 1e3. */
export const CANONICAL_INTEGER = /^-?(0|[1-9][0-9]*)$/;

interface Validator {
  (data: unknown): boolean;
  errors?: FastifySchemaValidationError[] | null | undefined;
}

function isIntegerSchema(schema: unknown): boolean {
  const type = (schema as { type?: unknown } | undefined)?.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/**
 * Ajv's coercion turns " 1", "0x10" and "1e3" into 1, 16 and 1000, so a sloppy or hostile URL
 * would act on another record. Path and query integers must be written canonically before they
 * are coerced; done here once for every operation of the contract.
 */
function withCanonicalIntegers(schema: Record<string, unknown>, validate: Validator): Validator {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const integers = Object.keys(properties).filter((name) => isIntegerSchema(properties[name]));
  if (integers.length === 0) return validate;
  const checked: Validator = (data) => {
    const values = (data ?? {}) as Record<string, unknown>;
    const issues = integers
      .filter((name) => typeof values[name] === 'string' && !CANONICAL_INTEGER.test(values[name]))
      .map((name) => ({
        keyword: 'canonicalInteger',
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}`,
        params: {},
        message: 'must be a whole number written in digits, e.g. 42',
      }));
    if (issues.length > 0) {
      checked.errors = issues;
      return false;
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

export const contractValidatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({
  schema,
  httpPart,
}) => {
  if (httpPart === 'body') return bodyAjv.compile(schema);
  return withCanonicalIntegers(schema as Record<string, unknown>, parameterAjv.compile(schema));
};
