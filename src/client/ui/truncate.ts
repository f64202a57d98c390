/** Spec: item names are cut to N characters plus an ellipsis (14 in side panels, 10 in shop lists). */
export function truncateName(name: string, max = 14): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : name;
}
