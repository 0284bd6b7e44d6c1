'use client'

import React from 'react'

import { Pager, type Paging } from './ScreenBlocks'
import { ui } from './ui'
import './staff-ui.scss'

/**
 * One page of a list as a table that scrolls sideways on a phone, with the pager under it; a list with no rows at
 * all shows `empty` instead.
 */
export function DataTable<T extends { id: number | string }>({
  className,
  columns,
  empty,
  label,
  onPage,
  paging,
  renderCells,
}: {
  /** A class of the screen's own on the table, for a layout only this list needs. */
  className?: string
  /** The header of each column, in order. */
  columns: readonly string[]
  empty: React.ReactNode
  /** What the list is: the table's accessible name, and the pager's ("Pages of …"). */
  label: string
  onPage: (page: number) => void
  paging: Paging<T>
  /** The cells (<td>s) of one row. */
  renderCells: (row: T) => React.ReactNode
}) {
  if (paging.total === 0) return <p className={`${ui}__empty`}>{empty}</p>
  return (
    <>
      <div className={`${ui}__table-wrap`}>
        <table className={className ? `${ui}__table ${className}` : `${ui}__table`} aria-label={label}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paging.rows.map((row) => (
              <tr key={row.id}>{renderCells(row)}</tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager label={label} onPage={onPage} paging={paging} />
    </>
  )
}
