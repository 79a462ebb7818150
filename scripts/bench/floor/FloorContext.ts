import { createContext } from 'react';
import type { FloorData } from './floorData';

/** The page's data, for the parts that draw what the app drew (its classes). */
export const FloorContext = createContext<FloorData>(null as unknown as FloorData);
