import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageResponseSchema,
  recordIdParamsSchema,
  reorderSchema,
  savedResponseSchema,
} from '#shared/contracts/admin-content.ts';
import {
  adminCategoriesSchema,
  adminItemsQuerySchema,
  adminItemsSchema,
  catalogueImportResponseSchema,
  catalogueImportSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  itemSaveSchema,
  itemVisibilitySchema,
  salesQuerySchema,
  salesResponseSchema,
} from '#shared/contracts/admin-shop.ts';
import { errorResponseSchema } from '#shared/contracts/errors.ts';
import { versioned } from '#shared/contracts/versions.ts';
import { editorOf } from '../../plugins/auth.ts';
import {
  createCategory,
  createItem,
  exportCatalogueCsv,
  importCatalogue,
  listCategoriesForConsole,
  listItemsForConsole,
  reorderCategories,
  salesReport,
  setItemHidden,
  updateCategory,
  updateItem,
} from './admin-service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const STAFF = { auth: 'staff', permission: 'shop.write' } as const;
const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['admin'];

/**
 * The console's catalogue routes (docs/product/shop-console.md). The shop pages are read uncached; the best
 * sellers and premium sellers are cached, so each write clears them on every instance (the cache bus's
 * 'shop' topic) and a change shows at once everywhere.
 */
export function registerShopAdminRoutes(app: App): void {
  app.get(
    '/admin/shop/categories',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Every shop category in tab order, hidden ones too, with its item count',
        response: { 200: adminCategoriesSchema, ...refused },
      },
    },
    async () => listCategoriesForConsole(app.db),
  );

  app.post(
    '/admin/shop/categories',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Add a shop category at the end of the tabs',
        body: categoryCreateSchema,
        response: {
          200: savedResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      const id = await createCategory(app.db, request.body.name, editorOf(request));
      await app.cacheBus.clear('shop');
      return { message: 'Category added.', id };
    },
  );

  app.put(
    '/admin/shop/categories/order',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Put the shop categories in a new order (every category id once)',
        body: reorderSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      await reorderCategories(app.db, request.body.ids, editorOf(request));
      await app.cacheBus.clear('shop');
      return { message: 'Categories reordered.' };
    },
  );

  app.put(
    '/admin/shop/categories/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Rename a shop category, or hide or show it',
        params: recordIdParamsSchema,
        body: versioned(categoryUpdateSchema),
        response: {
          200: savedResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      await updateCategory(app.db, request.params.id, request.body, editorOf(request));
      await app.cacheBus.clear('shop');
      return { message: 'Category saved.', id: request.params.id };
    },
  );

  app.get(
    '/admin/shop/items',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'One page of shop items, hidden ones too, searched by name or product number',
        querystring: adminItemsQuerySchema,
        response: { 200: adminItemsSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => listItemsForConsole(app.db, request.query),
  );

  app.post(
    '/admin/shop/items',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Add a shop item',
        body: itemSaveSchema,
        response: {
          200: savedResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      const id = await createItem(app.db, request.body, editorOf(request));
      await app.cacheBus.clear('shop');
      return { message: 'Item added.', id };
    },
  );

  app.put(
    '/admin/shop/items/:id',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Change a shop item (a new price applies to new orders only)',
        params: recordIdParamsSchema,
        body: versioned(itemSaveSchema),
        response: {
          200: savedResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      await updateItem(app.db, request.params.id, request.body, editorOf(request));
      await app.cacheBus.clear('shop');
      return { message: 'Item saved.', id: request.params.id };
    },
  );

  app.put(
    '/admin/shop/items/:id/visibility',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Hide a shop item from the shop, or show it again',
        params: recordIdParamsSchema,
        body: itemVisibilitySchema,
        response: {
          200: savedResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      await setItemHidden(app.db, request.params.id, request.body.hidden, editorOf(request));
      await app.cacheBus.clear('shop');
      return { message: request.body.hidden ? 'Item hidden.' : 'Item shown.', id: request.params.id };
    },
  );

  app.get(
    '/admin/shop/sales',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Sales per item over Manila days from..to: units kept, revenue per currency, refunds',
        querystring: salesQuerySchema,
        response: { 200: salesResponseSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => salesReport(app.db, request.query.from, request.query.to),
  );

  app.get(
    '/admin/shop/items.csv',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'The whole catalogue as CSV (hidden items too), the format the import reads',
        response: { 200: z.string().describe('text/csv'), ...refused },
      },
    },
    async (_request, reply) => {
      const csv = await exportCatalogueCsv(app.db);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="shop-catalogue.csv"')
        .send(csv);
    },
  );

  app.post(
    '/admin/shop/import',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Preview (apply false) or apply a catalogue CSV: all of it, or nothing when a line is wrong',
        body: catalogueImportSchema,
        response: {
          200: catalogueImportResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      const result = await importCatalogue(app.db, request.body, editorOf(request));
      await app.cacheBus.clear('shop');
      return result;
    },
  );
}
