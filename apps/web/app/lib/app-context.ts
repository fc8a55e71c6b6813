import { createContext } from 'react-router';
import type { AppConfig } from './app-config.ts';

/** Handed from the HTTP server to every loader (see server/request-pipeline.ts). */
export const appConfigContext = createContext<AppConfig>();
