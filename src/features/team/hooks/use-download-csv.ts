import { useCallback } from 'react'

/** Saves text as a file from the browser: no round trip, so it works offline too. */
export function useDownloadCsv() {
  return useCallback((fileName: string, csv: string) => {
    // The byte-order mark makes Excel read the file as UTF-8 (names with accents).
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }, [])
}
