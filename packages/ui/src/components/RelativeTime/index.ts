export type { RelativeTimeProps } from './RelativeTime';
export { RelativeTime } from './RelativeTime';
