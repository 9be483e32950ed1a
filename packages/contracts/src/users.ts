import { z } from 'zod';
import { safeText } from './text.ts';

export const ROLES = ['super_admin', 'org_admin', 'org_user', 'customer'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** The user card of the support dashboard (spec 000 §3). */
export const User = z.object({ id: z.number().int().positive(), username: z.string() }).meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const LoginRequest = z
  .object({
    username: safeText(z.string().trim().min(1, { error: 'username is required' }).max(100), 'username'),
    password: safeText(z.string().min(1, { error: 'password is required' }).max(1000), 'password'),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Passwords chosen by people: at least 12 characters (PRODUCT.md §2, issue 6). */
export const PASSWORD_MIN_LENGTH = 12;
export const NewPassword = safeText(
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(1000, { error: 'password must be at most 1000 characters' }),
  'password',
);

/** Who a user is: the fields every answer about a user starts with. */
export const UserIdentity = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

/** The signed-in user as the web app keeps it (stored under `currentUser`). */
export const AuthUser = UserIdentity.extend({
  role: Role,
  organizationId: z.number().int().positive(),
  organizationName: z.string(),
  /**
   * Present (true) while the account must turn two-factor sign-in on before anything else: its organization requires
   * it of staff (`TWO_FACTOR_SETUP_REQUIRED`).
   */
  twoFactorSetupRequired: z.literal(true).optional(),
}).meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof AuthUser>;

export const LoginResponse = z.object({ token: z.string(), user: AuthUser }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;
