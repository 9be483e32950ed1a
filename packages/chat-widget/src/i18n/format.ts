/** Replaces `{name}` placeholders with the given values; an unknown placeholder stays as written. */
export function format(template: string, values?: Record<string, string | number>): string {
  return values ? template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : template;
}
