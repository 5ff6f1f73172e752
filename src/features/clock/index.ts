// The public entry of the clock feature: what runs on the session's server clock.
export { Countdown } from './countdown';
export { useServerDeadline } from './use-server-deadline';
