import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  recordIdParamsSchema,
  savedResponseSchema,
} from '#shared/contracts/admin-content.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import { createItem, deleteItem, type OrderedList, reorderItems, updateItem } from './service.ts';

const STAFF = { auth: 'staff', permission: 'content.write' } as const;
const refused = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The console routes of one ordered list: GET and POST `path`, PUT `path/order`, PUT and DELETE
 * `path/:id`. Each write clears the list's public caches through the cache bus (`topic`), so the change
 * shows at once on every instance.
 */
export function registerOrderedList<Input>(root: FastifyInstance, list: OrderedList<Input>): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { path, text, schemas } = list;
  const changed = () => root.cacheBus.clear(list.topic);

  app.get(
    path,
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: `Every ${text.one} in order, each with its version${text.listing ? `; ${text.listing}` : ''}`,
        response: { 200: schemas.list, ...refused },
      },
    },
    async () => (await list.list(root.db)) as never,
  );

  app.post(
    path,
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: `Add a ${text.one} at the end of the list`,
        body: schemas.save,
        response: { 200: savedResponseSchema, ...refused },
      },
    },
    async (request) => {
      const id = await createItem(root.db, list, request.body as never, editorOf(request));
      await changed();
      return { message: text.added, id };
    },
  );

  // A static segment wins over /:id in Fastify's router, whatever the order of declaration.
  app.put(
    `${path}/order`,
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: `Put ${text.every} in a new order (ids: all of them, once each)`,
        body: schemas.order,
        response: { 200: messageResponseSchema, 409: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      await reorderItems(root.db, list, request.body.ids, editorOf(request));
      await changed();
      return { message: text.ordered };
    },
  );

  app.put(
    `${path}/:id`,
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: `Change a ${text.one}, from the version the form loaded (409 stale_edit when it is not the latest)`,
        params: recordIdParamsSchema,
        body: versioned(schemas.save),
        response: {
          200: savedResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateItem(root.db, list, id, request.body as never, editorOf(request));
      await changed();
      return { message: text.saved, id };
    },
  );

  app.delete(
    `${path}/:id`,
    {
      config: STAFF,
      schema: {
        tags: ['admin'],
        summary: `Remove a ${text.one}`,
        params: recordIdParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      await deleteItem(root.db, list, request.params.id, editorOf(request));
      await changed();
      return { message: text.removed };
    },
  );
}
