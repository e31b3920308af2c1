import { ourScoreText } from '../format/scores.ts'

/** The site's own score, always with its name and its scale: "Our score 8.7/10". */
export function OurScore({ score, className }: { score: number; className?: string }) {
  return <span className={className ? `our-score ${className}` : 'our-score'}>{ourScoreText(score)}</span>
}
