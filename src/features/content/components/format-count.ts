import { groupThousands } from '@/shared/money'

/** A home counter as people read it: 48000 → "48,000+". */
export function formatCount(value: number): string {
  return `${groupThousands(String(Math.max(0, Math.round(value))))}+`
}
