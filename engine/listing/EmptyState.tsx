/** What the list shows when the filters leave nothing, with the way back to everything. */
export function EmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="listing__empty" role="status">
      <p className="listing__empty-title">No products found</p>
      <p>Try adjusting your filters to see more results.</p>
      <button type="button" className="button" onClick={onReset}>
        Reset filters
      </button>
    </div>
  )
}
