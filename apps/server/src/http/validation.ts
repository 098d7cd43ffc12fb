import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Request validation with the contract's JSON Schema (OpenAPI 3.1 = JSON Schema 2020-12).
 *
 * Bodies are validated strictly: no type coercion and no silent removal of unknown fields (the
 * contract's `additionalProperties: false` must answer 400, not be ignored). Path and query
 * values arrive as strings, so they are coerced to the declared types ("2" -> 2).
 * Defaults declared in the contract (page 1, limit 10 ...) are filled in.
 */
function createAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = createAjv(false);
const parameterAjv = createAjv(true);

export const contractValidatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({
  schema,
  httpPart,
}) => {
  const ajv = httpPart === 'body' ? bodyAjv : parameterAjv;
  return ajv.compile(schema);
};
