// Per-club permission overrides: by role (club_role_permissions) and by user (user_permissions).
import type { Queryable } from '../../db/db';
import type { Permission } from '../../../src/domain/permissions';
import type { RoleName } from '../../../src/domain/roles';

export async function setRoleOverrides(db: Queryable, clubId: string, roles: Partial<Record<RoleName, Partial<Record<Permission, boolean | null>>>>): Promise<void> {
  for (const [role, perms] of Object.entries(roles)) {
    for (const [permission, granted] of Object.entries(perms ?? {})) {
      if (granted === null || granted === undefined) {
        await db.query('DELETE FROM club_role_permissions WHERE club_id = $1 AND role = $2 AND permission = $3', [clubId, role, permission]);
      } else {
        await db.query(
          `INSERT INTO club_role_permissions (club_id, role, permission, granted) VALUES ($1, $2, $3, $4)
           ON CONFLICT (club_id, role, permission) DO UPDATE SET granted = EXCLUDED.granted`,
          [clubId, role, permission, granted],
        );
      }
    }
  }
}

export async function setUserOverrides(db: Queryable, clubId: string, userId: string, perms: Partial<Record<Permission, boolean | null>>): Promise<void> {
  for (const [permission, granted] of Object.entries(perms)) {
    if (granted === null || granted === undefined) {
      await db.query('DELETE FROM user_permissions WHERE club_id = $1 AND user_id = $2 AND permission = $3', [clubId, userId, permission]);
    } else {
      await db.query(
        `INSERT INTO user_permissions (club_id, user_id, permission, granted) VALUES ($1, $2, $3, $4)
         ON CONFLICT (club_id, user_id, permission) DO UPDATE SET granted = EXCLUDED.granted`,
        [clubId, userId, permission, granted],
      );
    }
  }
}
