/** Deterministic admins for the Admin Management stories (no randomness, no "now"). */
import type { Admin } from './admins.list';

const admin = (
  id: number,
  first_name: string,
  last_name: string,
  role: string,
  is_active = true,
  created_at = `2024-0${(id % 9) + 1}-1${id % 10}T09:00:00Z`,
  two_factor_enabled = false,
): Admin => ({
  id,
  version: 1,
  first_name,
  last_name,
  email: `${`${first_name}.${last_name}`.toLowerCase().replace(/[^a-z.]/g, '')}@example.com`,
  role,
  is_active,
  two_factor_enabled,
  created_at,
});

export const ADA = admin(1, 'Ada', 'Admin', 'super_admin', true, '2024-01-02T09:00:00Z');
export const SAM = admin(2, 'Sam', 'Super', 'super_admin');
export const MINA = admin(4, 'Mina', 'Manager', 'admin_manager', true, undefined, true);
export const CARLOS = admin(6, 'Carlos', 'Editor', 'content_manager');
export const INES = admin(7, 'Inès', 'Inactive', 'content_manager', false);
export const LONG_NAME = admin(
  8,
  'Maximiliana Alexandrina',
  'Featherstonehaugh-Montgomery',
  'operations_lead',
);

export const ADMINS: Admin[] = [
  ADA,
  SAM,
  admin(3, 'Old', 'Super', 'super_admin', false),
  MINA,
  admin(5, 'Otto', 'Auditor', 'auditor'),
  CARLOS,
  INES,
  LONG_NAME,
  admin(9, 'Priya', 'Patel', 'content_manager', true, undefined, true),
  admin(10, 'Tomás', 'Ruiz', 'admin_manager'),
  admin(11, 'Yuki', 'Tanaka', 'auditor'),
  admin(12, 'Zoe', 'Cohen', 'content_manager', false),
];
