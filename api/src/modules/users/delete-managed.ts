import type { Services } from '../../services.ts';
import type { Manager } from './rules.ts';

/** Deletes a user a manager may manage; their sessions went with them, so their open sockets close now (4401). */
export async function deleteManagedUser(
  { users, realtime }: Pick<Services, 'users' | 'realtime'>,
  manager: Manager,
  userId: number,
): Promise<{ success: true }> {
  await users.deleteManaged(manager, userId);
  await realtime.revalidate((i) => i.userId === userId);
  return { success: true };
}
