/** The parser's own package has no types: what the monitoring test reads of its answer. */
declare module 'parse-prometheus-text-format' {
  interface MetricFamily {
    name: string;
    help: string;
    type: string;
    metrics: {
      labels?: Record<string, string>;
      value?: string;
      count?: string;
      sum?: string;
      buckets?: Record<string, string>;
    }[];
  }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
