import { createAsyncThunk } from '@reduxjs/toolkit';
import type { LoginBody, RegisterBody, Session, User } from '@tc/contract/users';
import { apiErrorMessage, apiErrorStatus, expectStatus } from '../../api/api-error';
import { request } from '../../api/request';
import { clearSession, hasLiveSession, saveSession, saveUser } from '../../api/session-storage';
import { messages } from '../../messages';

/** What the sign-in form shows when login fails (spec section 8). */
export function loginFailureText(error: unknown): string {
  // Rate limiting is not a wrong password: say what the server says.
  if (apiErrorStatus(error) === 429) return apiErrorMessage(error, messages.auth.loginFailed);
  return messages.auth.loginFailed;
}

/** The server's error (which already names the fields at fault), else the spec's default. */
export function registerFailureText(error: unknown): string {
  return apiErrorMessage(error, messages.auth.registerFailed);
}

export const login = createAsyncThunk('auth/login', async (body: LoginBody) => {
  try {
    const response = await request<Session>('POST', '/auth/login', body);
    expectStatus(response.status, [200]);
    saveSession(response.data);
    return response.data;
  } catch (error) {
    throw new Error(loginFailureText(error));
  }
});

export const register = createAsyncThunk('auth/register', async (body: RegisterBody) => {
  try {
    const response = await request<Session>('POST', '/auth/register', body);
    expectStatus(response.status, [201]);
    saveSession(response.data);
    return response.data;
  } catch (error) {
    throw new Error(registerFailureText(error));
  }
});

/** Spec section 4: no token, an expired one or a failed lookup clears the session. */
export const fetchMe = createAsyncThunk('auth/fetchMe', async () => {
  try {
    if (!hasLiveSession()) throw new Error('No session');
    const response = await request<{ user: User }>('GET', '/auth/getMe');
    expectStatus(response.status, [200]);
    saveUser(response.data.user);
    return response.data.user;
  } catch (error) {
    clearSession();
    throw error instanceof Error ? error : new Error('Session lookup failed');
  }
});

/** Clears the local session even when the server call fails (the token may already be dead). */
export const logout = createAsyncThunk('auth/logout', async () => {
  try {
    if (hasLiveSession()) await request('POST', '/auth/logout');
  } catch {
    // Signing out locally is what matters to the person at the keyboard.
  } finally {
    clearSession();
  }
});
