/**
 * The site's own score, always with its name and its scale, so that it is never read as a
 * customer rating: "Our score 8.7/10". The one way every page writes it.
 */
export const formatOurScore = (score: number) => `Our score ${score.toFixed(1)}/10`

export function OurScore({ score, className }: { score: number; className?: string }) {
  return <span className={className ? `our-score ${className}` : 'our-score'}>{formatOurScore(score)}</span>
}
