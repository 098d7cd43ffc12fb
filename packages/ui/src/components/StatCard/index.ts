export type { StatCardProps, StatTrend, TrendDirection } from './StatCard';
export { StatCard } from './StatCard';
