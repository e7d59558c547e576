export { Countdown, type CountdownProps } from './countdown';
export { formatRemaining, secondsLeft } from './format-remaining';
