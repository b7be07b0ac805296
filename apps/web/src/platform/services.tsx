import { createContext, useContext, type ReactNode } from 'react';
import type { Connect } from '../connection/types.js';
import type { LobbyApi } from '../lobby/api.js';

/**
 * What the pages talk to, given from the top so that tests (and the development page) can put
 * in-browser fakes in place of the server.
 */
export interface Services {
  lobby: LobbyApi;
  /** Opens a connection to a match as a seat (with its credentials) or as a spectator. */
  connect: Connect;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
