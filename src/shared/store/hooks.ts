import { useDispatch, useSelector } from 'react-redux';
import type { Action, ThunkDispatch } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';

export type { RootState };
export type AppDispatch = ThunkDispatch<RootState, unknown, Action>;

/**
 * Typed hooks for every layer. The state type comes from the root reducer in shared/, so
 * features never import the app's store (imports flow shared -> features -> app).
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
