import type { AuthUser } from '@qafila/contracts';
import { STORAGE_KEYS } from '@qafila/contracts/constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

// The API client loads on first use: a visitor without a session never needs it on the public pages.
const loadApi = () => import('../api.ts').then((m) => m.api);

interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** Stores the user and the token (spec 000 §4: login stores both). */
  signIn(user: AuthUser, token: string): void;
  /** Clears both and revokes the session on the server. */
  signOut(): void;
  /** Reads the user again from the server (`GET /api/auth/me`), e.g. once a required two-factor sign-in is on. */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

function readStored(): { user: AuthUser | null; token: string | null } {
  if (typeof window === 'undefined') return { user: null, token: null };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const raw = localStorage.getItem(STORAGE_KEYS.currentUser);
  if (!raw || !token) return { user: null, token: null };
  try {
    const user = JSON.parse(raw) as AuthUser;
    if (typeof user?.id !== 'number' || typeof user.username !== 'string') throw new Error('not a user');
    return { user, token };
  } catch (error) {
    // Corrupt stored user data triggers logout (spec 000 §4).
    console.error('Stored user data is corrupt; signing out', error);
    clearStored();
    return { user: null, token: null };
  }
}

function clearStored() {
  localStorage.removeItem(STORAGE_KEYS.currentUser);
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.token);
}

/** Signed in means a stored user plus a stored token. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(readStored);

  const signIn = useCallback((user: AuthUser, token: string) => {
    localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.token, token);
    setState({ user, token });
  }, []);

  const signOut = useCallback(() => {
    // Revoked with the token as it is now (the API client, loaded later, would find it already cleared).
    const token = localStorage.getItem(STORAGE_KEYS.token);
    if (token) {
      loadApi()
        .then((api) => api.call('POST /api/auth/logout', {}, { token, keepalive: true }))
        .catch(() => undefined);
    }
    clearStored();
    setState({ user: null, token: null });
  }, []);

  // A token the server no longer accepts (expired, revoked) signs the browser out.
  useEffect(() => {
    if (!state.token) return;
    let cancelled = false;
    loadApi()
      .then((api) => api.call('GET /api/auth/me'))
      .then(
        (user) => {
          if (!cancelled) setState((s) => (s.token ? { ...s, user } : s));
        },
        (error: Error) => {
          if (!cancelled && error.message.startsWith('401')) {
            clearStored();
            setState({ user: null, token: null });
          }
        },
      );
    return () => {
      cancelled = true;
    };
  }, [state.token]);

  const refresh = useCallback(async () => {
    const user = await (await loadApi()).call('GET /api/auth/me');
    const raw = JSON.stringify(user);
    localStorage.setItem(STORAGE_KEYS.currentUser, raw);
    localStorage.setItem(STORAGE_KEYS.user, raw);
    setState((s) => (s.token ? { ...s, user } : s));
  }, []);

  const value = useMemo<AuthState>(
    () => ({ ...state, isAuthenticated: Boolean(state.user && state.token), signIn, signOut, refresh }),
    [state, signIn, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth facility; using it outside its provider throws (spec 000 §8). */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
