import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * A dispatch that accepts thunks. Features type their selectors against the
 * part of the state they own (`(s: { auth: AuthState }) => …`) so that they
 * never import the app's store and stay independent of one another.
 */
export type AppThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>();
