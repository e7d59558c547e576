export { LotteryName, useLotteryNames } from './lottery-name';
