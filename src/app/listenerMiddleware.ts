import { addListener, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

/** How a feature registers its reactive effects (toasts, downloads, the address bar) with a store. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** For code loaded later (a lazy feature): dispatch it to add a listener at run time. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
