// Organizations (spec 1 §7, spec 3 §7): GET /social/organizations (browse and search, anyone),
// GET /social/organizations/me, POST /social/organizations,
// PUT /social/organizations/{id}, the organization page GET /social/organizations/{slug} and the
// membership actions POST /social/organizations/{id}/membership (spec 1 §4).
import { Hono } from 'hono';
import { z } from 'zod';
import {
  membershipActionSchema,
  ORGANIZATION_TEXTS,
  organizationListQuerySchema,
  organizationCreateSchema,
  organizationUpdateSchema,
} from '@/lib/contracts/organizations';
import {
  createOrganization,
  membershipAction,
  myOrganizations,
  organizationDetail,
  updateOrganization,
} from '../domain/organizations';
import { listOrganizations } from '../domain/organization-list';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Mounted at /social/organizations (app.ts). */
export function organizationsRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  // Signed-out visitors may browse too: the list holds what each organization page shows anyway.
  app.get('/', async (c) => {
    const query = parseQuery(c, organizationListQuerySchema);
    if (!query.ok) return query.response;
    return ok(c, await listOrganizations(db, query.data));
  });

  app.get('/me', requireUser, async (c) => ok(c, await myOrganizations(db, currentUser(c).id)));

  app.post('/', requireUser, async (c) => {
    const body = await parseBody(c, organizationCreateSchema);
    if (!body.ok) return body.response;
    return ok(c, await createOrganization(db, currentUser(c).id, body.data), 201);
  });

  // The page reads by slug (or id); signed-out visitors see the members too.
  app.get('/:key', async (c) => {
    const key = c.req.param('key');
    const id = idParam.safeParse(key);
    const viewer = c.get('user');
    const detail = await organizationDetail(db, id.success ? id.data : key, viewer?.id ?? null);
    return detail ? ok(c, detail) : fail(c, 404, ORGANIZATION_TEXTS.notFound);
  });

  app.put('/:id', requireUser, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, ORGANIZATION_TEXTS.notFound);
    const body = await parseBody(c, organizationUpdateSchema);
    if (!body.ok) return body.response;
    const result = await updateOrganization(db, currentUser(c).id, id.data, body.data);
    return result.ok ? ok(c, result.organization) : fail(c, result.status, result.errors);
  });

  app.post('/:id/membership', requireUser, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 404, ORGANIZATION_TEXTS.notFound);
    const body = await parseBody(c, membershipActionSchema);
    if (!body.ok) return body.response;
    const result = await membershipAction(db, currentUser(c).id, id.data, body.data);
    return result.ok ? ok(c, result.organization) : fail(c, result.status, result.errors);
  });

  return app;
}
