import type { ReactNode } from 'react'
import './ScrollTable.css'

/** One row: its React key, its heading cell (the row's name), then its other cells. */
export type ScrollTableRow = readonly [key: string, heading: ReactNode, ...cells: ReactNode[]]

type Props = {
  /** The region's accessible name. */
  label: string
  caption: string
  columns: readonly ReactNode[]
  rows: readonly ScrollTableRow[]
}

/**
 * A table of named rows in a region that scrolls sideways on a phone; the region takes focus so
 * the keyboard can scroll it too.
 */
export function ScrollTable({ label, caption, columns, rows }: Props) {
  return (
    <div className="scroll-table" role="region" aria-label={label} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, heading, ...cells]) => (
            <tr key={key}>
              <th scope="row">{heading}</th>
              {cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
