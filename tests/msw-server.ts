import { setupServer } from 'msw/node';

/** One MSW server for every vitest file; tests add handlers with server.use(...). Unhandled requests fail the test. */
export const server = setupServer();
