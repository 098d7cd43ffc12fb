// `Chart` itself is not exported here: importing it would pull recharts into every bundle that
// imports @aac/ui. Screens use `LazyChart`, which loads `./Chart` as its own chunk.
export type { ChartPoint, ChartProps, ChartSeries } from './chartModel';
export { LazyChart } from './LazyChart';
