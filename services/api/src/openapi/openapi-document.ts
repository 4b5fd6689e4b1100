import { COOKIE_NAMES } from '@slabworks/contracts';
import type { INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { describeAnswers, type RouteFacts } from './describe-answers';
import { nullableEnumsAdmitNull, nullablesHaveAType } from './nullable-enums';
import { ETAG_KEY, OPERATION_NAME_KEY, ROUTE_ERRORS_KEY, type RouteErrors } from '../api-docs';
import pluginMetadata from './plugin-metadata.generated';
import { RESPONSE_SCHEMAS } from './response-schemas.generated';

const ROLES_KEY = 'slabworks:roles';
const ALLOW_DORMANT_KEY = 'slabworks:allow-dormant';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `OrderDraftsHttpController.create` → `orderDraftsCreate`, unless the route names itself (@ApiName). */
const defaultOperationName = (controller: string, method: string) =>
  lowerFirst(controller.replace(/HttpController$|Controller$/, '')) + upperFirst(method);

function controllersByName(app: INestApplication): Map<string, Type> {
  const byName = new Map<string, Type>();
  for (const module of app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values())
      if (wrapper.metatype) byName.set(wrapper.metatype.name, wrapper.metatype as Type);
  return byName;
}

const guardNames = (target: object): string[] =>
  ((Reflect.getMetadata(GUARDS_METADATA, target) as { name?: string }[] | undefined) ?? []).map(
    (g) => g.name ?? '',
  );

function routeFacts(controller: Type, method: string): RouteFacts {
  const handler = (controller.prototype as Record<string, object>)[method]!;
  const guards = [...guardNames(controller), ...guardNames(handler)];
  const either = <T>(key: string): T | undefined =>
    (Reflect.getMetadata(key, handler) as T | undefined) ??
    (Reflect.getMetadata(key, controller) as T | undefined);
  return {
    operationId: either<string>(OPERATION_NAME_KEY) ?? defaultOperationName(controller.name, method),
    signedIn: guards.includes('SessionGuard'),
    sameRegion: guards.includes('RegionGuard'),
    roles: either<string[]>(ROLES_KEY) ?? [],
    allowDormant: either<boolean>(ALLOW_DORMANT_KEY) ?? false,
    throttled: guards.includes('AuthThrottlerGuard'),
    etag: either<boolean>(ETAG_KEY) ?? false,
    errors: [
      ...((Reflect.getMetadata(ROUTE_ERRORS_KEY, controller) as RouteErrors[] | undefined) ?? []),
      ...((Reflect.getMetadata(ROUTE_ERRORS_KEY, handler) as RouteErrors[] | undefined) ?? []),
    ],
    data: RESPONSE_SCHEMAS.responses[`${controller.name}.${method}`],
  };
}

/**
 * The api's OpenAPI document, the same in the running api, in tests and for `npm run api:generate`:
 * request DTOs are described by the @nestjs/swagger plugin's metadata (generated, checked in, so the
 * swc-built tests see what the webpack build sees); answers by the controllers' return types
 * (response-schemas.generated.ts), wrapped in the {code, message, data} envelope.
 */
export async function createOpenApiDocument(app: INestApplication): Promise<OpenAPIObject> {
  await loadOpenApiMetadata();
  return buildOpenApiDocument(app);
}

/** The DTOs' plugin metadata; needed once before buildOpenApiDocument. */
export const loadOpenApiMetadata = () => SwaggerModule.loadPluginMetadata(pluginMetadata);

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Slabworks api')
    .setDescription(
      'Every answer is {code, message, data}; a refusal has a stable `code` (translated `message`) and, ' +
        'for bad input, `data.fields` = [{field, rule, message, params}]. The language of messages and ' +
        'content: ?lang=ko|en|tw, then X-Lang, then the `lang` cookie, then Accept-Language (ko). ' +
        'Writes with a session cookie must send X-Requested-With (else 403 AUTH.CSRF_REJECTED). ' +
        'Orders: ETag = stream revision, If-Match → 412 when stale; member POSTs take Idempotency-Key. ' +
        'See services/api/src/order/README.md.',
    )
    .setVersion('1')
    .addCookieAuth(COOKIE_NAMES.access)
    .addBearerAuth()
    .addSecurity('csrf', { type: 'apiKey', in: 'header', name: 'X-Requested-With' })
    .addApiKey({ type: 'apiKey', name: 'X-Api-Key', in: 'header' }, 'api-key')
    .build();
  const controllers = controllersByName(app);
  const facts = new Map<string, RouteFacts>();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => {
      const controller = controllers.get(controllerKey);
      const key = `${controllerKey}.${methodKey}`;
      if (controller) facts.set(key, routeFacts(controller, methodKey));
      return key;
    },
  });
  return nullableEnumsAdmitNull(
    nullablesHaveAType(describeAnswers(document, facts, RESPONSE_SCHEMAS.schemas)),
  );
}
