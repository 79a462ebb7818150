import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, AppThunk, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

// The one door from features into app/: the store's types, for selectors, thunks and listeners.
export type { AppDispatch, AppThunk, RootState };
export type { AppStartListening } from './listenerMiddleware';
export { addAppListener } from './listenerMiddleware';
export { withLatePart } from './withLatePart';
