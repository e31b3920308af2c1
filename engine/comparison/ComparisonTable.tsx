import type { ReactNode } from 'react'
import { ProductImage } from '../ui/ProductImage.tsx'
import type { ComparisonModel, ComparisonProduct, ComparisonRow } from './ComparisonModel.ts'
import { judgeRow } from './judgeRow.ts'
import type { CellVerdict } from './judgeRow.ts'
import './ComparisonTable.css'

type Props = {
  model: ComparisonModel
  /** The ids of the products to show, in column order; every product of the model when left out. */
  shown?: readonly string[]
  /** Names the table for screen readers ("How it compares: A, B, C"). */
  caption: string
  /** The product whose column is set apart (the reviewed product). */
  highlight?: string
  /** Small product photos in the column heads. */
  images?: boolean
  /** What a column head offers besides the name: buy link, remove button. */
  actions?: (product: ComparisonProduct) => ReactNode
}

const VERDICT_TEXT: Readonly<Record<NonNullable<CellVerdict>, string>> = { better: 'Better', tied: 'Tied best' }

/**
 * The one comparison table: row labels stay in view while the columns scroll sideways, each row
 * with a direction marks its better value in words and states ties, and "Show only differences"
 * hides the rows where every product is the same (pure CSS, so it works without JavaScript).
 */
export function ComparisonTable({ model, shown, caption, highlight, images = false, actions }: Props) {
  const columns = (shown ?? model.products.map((product) => product.id)).flatMap((id) => {
    const index = model.products.findIndex((product) => product.id === id)
    return index < 0 ? [] : [index]
  })
  const products = columns.map((index) => model.products[index]!)
  const judged = model.rows.map((row) => ({ row, judgement: judgeRow(row, columns) }))
  const sameRows = judged.filter(({ judgement }) => judgement.same).length
  const columnClass = (product: ComparisonProduct) => (product.id === highlight ? 'comparison-table__this' : undefined)
  return (
    <div className="comparison-table">
      {products.length > 1 && sameRows > 0 && sameRows < judged.length && (
        <details className="comparison-table__diff">
          <summary>Show only differences</summary>
          <p>{`${sameRows} ${sameRows === 1 ? 'row where every product is the same is' : 'rows where every product is the same are'} hidden.`}</p>
        </details>
      )}
      {/* Scrolls sideways when the columns need more room; focusable so keyboard users can scroll it too. */}
      <div className="comparison-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="comparison-table__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <td className="comparison-table__corner" />
              {products.map((product) => (
                <th key={product.id} scope="col" className={columnClass(product)}>
                  {images && product.image && <ProductImage url={product.image} size="related" alt="" width={120} height={80} loading="lazy" />}
                  <span className="comparison-table__name">{product.href ? <a href={product.href}>{product.title}</a> : product.title}</span>
                  {actions?.(product)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {judged.map(({ row, judgement }) => (
              <tr key={row.key} className={judgement.same ? 'is-same' : undefined}>
                <RowHead row={row} tie={judgement.tie} />
                {columns.map((index, i) => (
                  <Cell key={products[i]!.id} text={row.cells[index]?.text ?? ''} verdict={judgement.verdicts[i]} className={columnClass(products[i]!)} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function RowHead({ row, tie }: { row: ComparisonRow; tie: boolean }) {
  return (
    <th scope="row">
      {row.label}
      {tie && <span className="comparison-table__tie">Tie</span>}
      {row.note && <span className="comparison-table__note">{row.note}</span>}
    </th>
  )
}

function Cell({ text, verdict, className }: { text: string; verdict: CellVerdict; className: string | undefined }) {
  const classes = [className, verdict ? 'is-better' : undefined].filter(Boolean).join(' ')
  return (
    <td className={classes || undefined}>
      {text}
      {verdict && <span className="comparison-table__better">{VERDICT_TEXT[verdict]}</span>}
    </td>
  )
}
