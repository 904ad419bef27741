export { type Clock, systemClock } from './clock';
export { type IdleWindow, onIdle } from './onIdle';
