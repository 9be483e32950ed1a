import { STORAGE_KEYS } from '@qafila/contracts/constants';

/** The admin session kept in browser storage (spec 001 §3 "Local session"). */
export function readAdminSession(): { token: string; username: string } | null {
  if (typeof window === 'undefined') return null;
  const token = localStorage.getItem(STORAGE_KEYS.adminToken);
  const username = localStorage.getItem(STORAGE_KEYS.adminUsername);
  return token && username ? { token, username } : null;
}

export function storeAdminSession(token: string, username: string): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.adminUsername, username);
}

/** Clears the admin entries from local and session storage (spec 001 §4). */
export function clearAdminSession(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(STORAGE_KEYS.adminToken);
    storage.removeItem(STORAGE_KEYS.adminUsername);
  }
}
