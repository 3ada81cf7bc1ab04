import { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import { HeaderName } from '../../src/shared/contract/headers';
import type { CallDefinition } from '../../src/shared/contract/define-call';

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });

/** The OpenAPI 3.1 document of every call, generated from the shared contract. */
export function buildOpenApi(calls: CallDefinition[], version: string) {
  const paths: Record<string, unknown> = {};
  for (const call of calls) {
    paths[call.path] = {
      post: {
        summary: call.summary,
        'x-auth': call.auth,
        'x-mutating': call.mutating,
        parameters: call.mutating
          ? [{ name: HeaderName.idempotencyKey, in: 'header', required: false, schema: { type: 'string' } }]
          : [],
        security: call.auth === 'public' ? [] : [{ userKey: [], signature: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: toSchema(call.payload, 'input') } } },
        responses: {
          default: {
            description: 'Envelope: code 200 with data, or a failure code with msg',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['code', 'data', 'msg'],
                  properties: {
                    code: { type: 'integer' },
                    msg: { type: 'string' },
                    data: toSchema(call.response, 'output'),
                  },
                },
              },
            },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Roda API',
      version,
      description: 'Every call is POST with a JSON body and answers {code, data, msg}.',
    },
    components: {
      securitySchemes: {
        userKey: { type: 'apiKey', in: 'header', name: HeaderName.userKey },
        signature: { type: 'apiKey', in: 'header', name: HeaderName.signature },
      },
      'x-result-codes': ResultCode,
    },
    paths,
  };
}
