// Route permissions, declared and enforced in one place. Every route under /api declares what
// it needs in its config (`config: { permission }`, see src/domain/permissions.ts). This plugin
// - records every route with its declaration (app.routeTable), which the authorization matrix
//   test walks, so a route added without a declaration fails that test;
// - refuses at start-up a club permission on a route whose path names no club, and a user
//   permission on a route whose path names no user (a declaration that could not be enforced);
// - checks the declaration before the handler runs (preHandler), and leaves the caller's
//   access on request.clubAccess / request.userAccess for the handler.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isPermission, messages, type RoutePermission } from '../../src/domain/permissions';
import { forbidden } from '../lib/http-error';
import { requireClubAdminAnywhere, requirePermission, requireUserPermission, type PermittedAccess, type UserAccess } from '../lib/permissions';
import { requireAuth } from './auth';
import { batchMemo } from './idempotency';

export interface RouteEntry {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs (src/domain/permissions.ts). Required for every /api route. */
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    clubAccess: PermittedAccess | null;
    userAccess: UserAccess | null;
  }
}

const CLUB_PARAMS = ['clubId'];
const USER_PARAMS = ['id', 'userId', 'playerId'];

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/** The path parameter naming the club: :clubId, or :id in the club area (club/{id}/...). */
export function clubParam(url: string): string | undefined {
  const params = paramsOf(url);
  const named = CLUB_PARAMS.find((p) => params.includes(p));
  if (named) return named;
  if (url.startsWith('/api/v1/club/') && params.includes('id')) return 'id';
  return undefined;
}

export function userParam(url: string): string | undefined {
  const params = paramsOf(url);
  return USER_PARAMS.find((p) => params.includes(p));
}

function check(request: FastifyRequest, permission: RoutePermission, url: string): Promise<unknown> | void {
  if (permission === 'public') return;
  if (permission === 'self') {
    requireAuth(request);
    return;
  }
  if (permission === 'admin') {
    if (!requireAuth(request).isSuperAdmin) throw forbidden(messages.adminOnly, 'admin_only');
    return;
  }
  if (permission === 'clubAdmin') return requireClubAdminAnywhere(request);
  const params = request.params as Record<string, string>;
  if (typeof permission === 'object') {
    const targetId = params[userParam(url)!]!;
    return batchMemo(request, `user-perm:${targetId}:${permission.user}`, () => requireUserPermission(request, targetId, permission.user)).then((a) => {
      request.userAccess = a;
    });
  }
  const clubId = params[clubParam(url)!]!;
  return batchMemo(request, `club-perm:${clubId}:${permission}`, () => requirePermission(request, clubId, permission)).then((a) => {
    request.clubAccess = a;
  });
}

export default fp(async (app) => {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('clubAccess', null);
  app.decorateRequest('userAccess', null);

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, permission });
    }
    if (permission === undefined || permission === 'public' || permission === 'self' || permission === 'admin' || permission === 'clubAdmin') return;
    if (typeof permission === 'object') {
      if (!isPermission(permission.user)) throw new Error(`${route.url}: unknown permission ${String(permission.user)}`);
      if (!userParam(route.url)) throw new Error(`${route.url}: a user permission needs :id, :userId or :playerId in the path`);
      return;
    }
    if (!isPermission(permission)) throw new Error(`${route.url}: unknown permission ${String(permission)}`);
    if (!clubParam(route.url)) throw new Error(`${route.url}: a club permission needs :clubId (or :id under /club) in the path`);
  });

  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (permission === undefined) return;
    await check(request, permission, request.routeOptions.url ?? '');
  });
});
