/** The lottery remote's server clock: the measured offset to the server, shared by its screens. */
export { offsetFrom, roundTripOf, type ClockSample } from './offset';
export { clockStore } from './clock-store';
export { timedGet, type Timed } from './timed-get';
export { useServerClock, useOnVisible, type ServerClock } from './use-server-clock';
